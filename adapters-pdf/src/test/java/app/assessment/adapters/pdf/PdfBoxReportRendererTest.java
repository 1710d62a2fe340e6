package app.assessment.adapters.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.report.ReportDocument;
import app.assessment.application.port.out.report.ReportDocument.AnswerLine;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.api.Test;

class PdfBoxReportRendererTest {

    private final PdfBoxReportRenderer renderer = Reports.renderer();

    @Test
    void render_sampleReport_showsEveryFieldAndEveryQuestion() {
        ReportDocument document = Reports.withAnswers(Reports.questions(5));

        String text = Reports.text(renderer.render(document));

        assertThat(text).contains("Escola Modelo", "Prova de Matemática", "Maria Silva", "Aluno(a)",
                "14/03/2025 14:45", "Prof. Carlos Souza", "7,5 / 10", "75%", "Bom", "Insuficiente (0 – 49,99)",
                "Emitido em 15/03/2025 09:00");
        for (AnswerLine answer : document.answers()) {
            assertThat(Reports.unwrapped(text)).contains(Reports.unwrapped(answer.questionText()),
                    Reports.unwrapped(answer.selectedOptionText()));
        }
    }

    @Test
    void render_120Questions_paginatesWithFooterAndTableHeaderOnEveryPage() throws IOException {
        byte[] pdf = renderer.render(Reports.withAnswers(Reports.questions(120)));

        try (PDDocument document = Reports.load(pdf)) {
            int pageCount = document.getNumberOfPages();
            assertThat(pageCount).isGreaterThan(1);
            List<String> pages = Reports.pageTexts(document);
            for (int page = 1; page <= pageCount; page++) {
                assertThat(pages.get(page - 1))
                        .contains("Página " + page + " de " + pageCount)
                        .contains("Questão", "Resposta escolhida", "Pontos");
            }
            assertThat(Reports.unwrapped(String.join("", pages))).contains("120Enunciadodaquestãonúmero120");
        }
    }

    @Test
    void render_portugueseAndTypographicCharacters_extractIntact() {
        String title = "Avaliação de Ciências — João Conceição, pôr, ü, õ";
        ReportDocument document = new ReportDocument("Colégio São Tomé", title, "Inês Gonçalves",
                ReportDocument.CANDIDATE, Reports.COMPLETED_AT, "Profª Lúcia", BigDecimal.ONE, BigDecimal.TEN,
                BigDecimal.TEN, "Ação “necessária” – revisar", "#123456", Reports.BANDS,
                List.of(new AnswerLine(1, "O que é fotossíntese? Explique “à mão” …", "Produção de açúcar", BigDecimal.ONE)),
                ReportDocument.DEFAULT_ZONE);

        String text = Reports.text(renderer.render(document));

        assertThat(text).contains(title, "Colégio São Tomé", "Inês Gonçalves", "Candidato(a)", "Profª Lúcia",
                "O que é fotossíntese? Explique “à mão” …", "Produção de açúcar");
        assertThat(Reports.unwrapped(text)).contains("Ação“necessária”–revisar");
    }

    @Test
    void render_decomposedAccents_extractAsComposedCharacters() {
        ReportDocument document = Reports.withAnswers(
                List.of(new AnswerLine(1, "Joa\u0303o e a ac\u0327a\u0303o", "sim", BigDecimal.ONE)));

        assertThat(Reports.text(renderer.render(document))).contains("João e a ação");
    }

    @Test
    void render_charactersMissingFromTheFont_areReplacedInsteadOfFailing() {
        ReportDocument document = new ReportDocument("Escola 漢字", "Prova \uE000 \uD83E\uDD84", "Ana\u0007 Lima",
                ReportDocument.STUDENT, Reports.COMPLETED_AT, null, BigDecimal.ONE, BigDecimal.TEN, BigDecimal.TEN,
                null, null, Reports.BANDS, List.of(new AnswerLine(1, "Qual é \uFFFF o símbolo 漢?", "x\u200By", BigDecimal.ZERO)),
                ReportDocument.DEFAULT_ZONE);

        String text = Reports.text(renderer.render(document));

        assertThat(text).contains("Escola ??", "Qual é ? o símbolo ??", "Ana Lima", "xy");
    }

    @Test
    void render_unansweredQuestionAndNoScoreLabel_showPlaceholders() {
        ReportDocument document = new ReportDocument("Escola Modelo", "Prova", "Maria Silva", ReportDocument.STUDENT,
                Reports.COMPLETED_AT, null, BigDecimal.ZERO, BigDecimal.TEN, BigDecimal.ZERO, null, null, List.of(),
                List.of(new AnswerLine(1, "Questão sem resposta", null, BigDecimal.ZERO)), null);

        String text = Reports.text(renderer.render(document));

        assertThat(text).contains("Não respondida", "Sem classificação", "Aplicado por: —", "0 / 10", "0%")
                .doesNotContain("Faixas de pontuação");
    }

    @Test
    void render_pendingGrading_saysSoInsteadOfARange() {
        ReportDocument document = new ReportDocument("Escola Modelo", "Prova", "Maria Silva", ReportDocument.STUDENT,
                Reports.COMPLETED_AT, null, new BigDecimal("4"), BigDecimal.TEN, new BigDecimal("40"), null, null, Reports.BANDS,
                List.of(new AnswerLine(1, "Explique.", "A luz vira energia. (aguardando correção)", BigDecimal.ZERO)), null, true);

        String text = Reports.text(renderer.render(document));

        assertThat(text).contains("Aguardando correção", "energia. (aguardando", "4 / 10").doesNotContain("Sem classificação");
    }

    @Test
    void render_120Questions_drawsSomethingOnEveryPage() throws IOException {
        byte[] pdf = renderer.render(Reports.withAnswers(Reports.questions(120)));

        try (PDDocument document = Reports.load(pdf)) {
            PDFRenderer pages = new PDFRenderer(document);
            for (int page = 0; page < document.getNumberOfPages(); page++) {
                BufferedImage image = pages.renderImageWithDPI(page, 36);
                assertThat(Pixels.count(image, rgb -> rgb != 0xFFFFFF))
                        .as("non-white pixels on page %d", page + 1)
                        .isGreaterThan(image.getWidth() * image.getHeight() / 100);
            }
        }
    }

    @Test
    void render_scoreLabel_isDrawnOnItsRangeColor() throws IOException {
        byte[] pdf = renderer.render(Reports.withAnswers(Reports.questions(1)));

        try (PDDocument document = Reports.load(pdf)) {
            BufferedImage image = new PDFRenderer(document).renderImageWithDPI(0, 72);
            assertThat(Pixels.count(image, rgb -> Pixels.near(rgb, 0xF9A825))).isGreaterThan(100);
        }
    }

    @Test
    void render_sameDocumentAtSameInstant_givesIdenticalBytes() {
        ReportDocument document = Reports.withAnswers(Reports.questions(30));

        byte[] first = renderer.render(document);
        byte[] again = renderer.render(document);
        byte[] otherRenderer = Reports.renderer().render(document);

        assertThat(again).isEqualTo(first);
        assertThat(otherRenderer).isEqualTo(first);
    }

    /**
     * Latin text is drawn with each face's common subset; a text beyond it with the whole face,
     * beside the subset in the same document (ReportFace). Either is embedded as a subset of the
     * glyphs drawn: a few kilobytes, not the subset's 130 or the face's 740.
     */
    @Test
    void render_textBeyondTheCommonSubset_isDrawnWithTheWholeFace_besideIt() throws IOException {
        String beyond = "Ελληνικά, Русский — “citação”";
        byte[] latin = renderer.render(Reports.withAnswers(List.of(new AnswerLine(1, "Ação “necessária” – 5€", "Não", BigDecimal.ONE))));
        byte[] mixed = renderer.render(Reports.withAnswers(List.of(new AnswerLine(1, beyond, "Não", BigDecimal.ONE))));

        assertThat(Reports.text(latin)).contains("Ação “necessária” – 5€");
        assertThat(Reports.text(mixed)).contains(beyond);
        assertThat(embeddedFontSizes(latin)).as("regular and bold subsets").hasSize(2).allMatch(size -> size < 40_000);
        assertThat(embeddedFontSizes(mixed)).as("and the whole regular face").hasSize(3).allMatch(size -> size < 40_000);
    }

    private static List<Integer> embeddedFontSizes(byte[] pdf) throws IOException {
        try (PDDocument document = Loader.loadPDF(pdf)) {
            List<Integer> sizes = new ArrayList<>();
            PDResources resources = document.getPage(0).getResources();
            for (COSName name : resources.getFontNames()) {
                PDType0Font font = (PDType0Font) resources.getFont(name);
                sizes.add(font.getDescendantFont().getFontDescriptor().getFontFile2().toByteArray().length);
            }
            return sizes;
        }
    }

    /** The fonts are one parse shared by every render (ReportFonts): renders at once must not disturb each other. */
    @Test
    void render_differentReportsFromManyThreadsAtOnce_giveTheSameBytesAsAlone() throws Exception {
        List<ReportDocument> documents = List.of(
                Reports.withAnswers(Reports.questions(20)),
                Reports.withAnswers(Reports.questions(120)),
                Reports.withAnswers(List.of(new AnswerLine(1, "Ελληνικά, Русский, Ωμέγα — “citação” №5", "ß Þ Ł", BigDecimal.ONE))));
        List<byte[]> expected = documents.stream().map(renderer::render).collect(Collectors.toList());
        PdfBoxReportRenderer fresh = Reports.renderer();
        ExecutorService pool = Executors.newFixedThreadPool(6);
        try {
            List<Future<byte[]>> results = IntStream.range(0, 60)
                    .mapToObj(i -> pool.submit(() -> fresh.render(documents.get(i % documents.size()))))
                    .collect(Collectors.toList());
            for (int i = 0; i < results.size(); i++) {
                assertThat(results.get(i).get()).as("render %d", i).isEqualTo(expected.get(i % documents.size()));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void render_setsDocumentInformation() throws IOException {
        try (PDDocument document = Reports.load(renderer.render(Reports.withAnswers(Reports.questions(1))))) {
            PDDocumentInformation info = document.getDocumentInformation();

            assertThat(info.getTitle()).isEqualTo("Prova de Matemática — Maria Silva");
            assertThat(info.getAuthor()).isEqualTo("Escola Modelo");
            assertThat(info.getProducer()).isEqualTo(PdfBoxReportRenderer.PRODUCER);
            assertThat(info.getCreationDate().toInstant()).isEqualTo(Reports.RENDERED_AT);
            assertThat(document.getDocumentCatalog().getLanguage()).isEqualTo("pt-BR");
            assertThat(fontNames(document)).allSatisfy(name -> assertThat(name).matches("[A-Z]{6}\\+DejaVuSans(-Bold)?"));
        }
    }

    private static Set<String> fontNames(PDDocument document) throws IOException {
        var resources = document.getPage(0).getResources();
        Set<String> names = new java.util.HashSet<>();
        for (var name : resources.getFontNames()) {
            names.add(resources.getFont(name).getName());
        }
        return names;
    }
}
