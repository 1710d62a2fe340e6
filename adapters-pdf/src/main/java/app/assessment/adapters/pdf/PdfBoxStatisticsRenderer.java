package app.assessment.adapters.pdf;

import app.assessment.application.port.out.statistics.StatisticsRenderer;
import app.assessment.domain.statistics.Report;
import jakarta.enterprise.context.ApplicationScoped;
import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;

/**
 * A form's statistics on A4 with PDFBox, drawn with plain rectangles and lines: the histogram of
 * total scores, each question's facility against its discrimination index with the usual bands
 * shaded (facility below 0.2 too hard, above 0.9 too easy; discrimination below 20 weak), then the
 * tables. No charting library: two simple charts do not need one, and PDFBox is already the report's.
 */
@ApplicationScoped
public class PdfBoxStatisticsRenderer implements StatisticsRenderer {

    /** Where the charts are drawn, in points from the page's bottom left: tests look for ink there. */
    static final PDRectangle HISTOGRAM = new PDRectangle(60, 470, 220, 200);
    static final PDRectangle SCATTER = new PDRectangle(330, 470, 220, 200);

    private static final float MARGIN = 50;
    private static final Color INK = new Color(33, 33, 33);
    private static final Color BAR = new Color(25, 118, 210);
    private static final Color BAND = new Color(255, 224, 178);
    private static final Color DOT = new Color(198, 40, 40);

    private final ReportFonts fonts = new ReportFonts();

    @Override
    public byte[] render(StatisticsDocument document) {
        try (PDDocument pdf = new PDDocument()) {
            DocumentFont regular = new DocumentFont(pdf, fonts.regular());
            DocumentFont bold = new DocumentFont(pdf, fonts.bold());
            PDPage page = new PDPage(PDRectangle.A4);
            pdf.addPage(page);
            Report report = document.report();
            try (PDPageContentStream out = new PDPageContentStream(pdf, page)) {
                float top = page.getMediaBox().getHeight() - MARGIN;
                text(out, bold, 16, MARGIN, top, "Estatísticas: " + clean(document.formTitle(), 60));
                Report.Test t = report.test();
                text(out, regular, 9, MARGIN, top - 18, "Tentativas (" + document.attempts() + "): " + t.attempts()
                        + "   Média: " + number(t.mean()) + "   Mediana: " + (t.median() == null ? "-" : t.median().toPlainString())
                        + "   DP: " + number(t.sd()) + "   Assimetria: " + number(t.skewness()) + "   Curtose: " + number(t.kurtosis()));
                text(out, regular, 9, MARGIN, top - 32, "Alfa de Cronbach: " + number(t.cronbachAlpha()) + "   Erro padrão: "
                        + number(t.standardError()) + "   Gerado em " + document.generatedAt());
                histogram(out, regular, bold, t.distribution());
                scatter(out, regular, bold, report.questions());
            }
            tables(pdf, regular, bold, report.questions(), document.questions());
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            pdf.save(bytes);
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("The statistics PDF could not be drawn", e);
        }
    }

    private static void histogram(PDPageContentStream out, DocumentFont regular, DocumentFont bold, List<Report.Bin> bins)
            throws IOException {
        PDRectangle a = HISTOGRAM;
        text(out, bold, 10, a.getLowerLeftX(), a.getUpperRightY() + 10, "Distribuição das notas");
        axes(out, a);
        long most = bins.stream().mapToLong(Report.Bin::count).max().orElse(0);
        if (most == 0) {
            return;
        }
        float width = a.getWidth() / bins.size();
        out.setNonStrokingColor(BAR);
        for (int i = 0; i < bins.size(); i++) {
            float height = a.getHeight() * bins.get(i).count() / most;
            out.addRect(a.getLowerLeftX() + i * width + 1, a.getLowerLeftY(), width - 2, height);
        }
        out.fill();
        text(out, regular, 7, a.getLowerLeftX(), a.getLowerLeftY() - 10, bins.get(0).from().toPlainString());
        text(out, regular, 7, a.getUpperRightX() - 20, a.getLowerLeftY() - 10, bins.get(bins.size() - 1).to().toPlainString());
        text(out, regular, 7, a.getLowerLeftX() - 25, a.getUpperRightY() - 7, Long.toString(most));
    }

    /** Facility 0..1 across, discrimination index −100..100 up. */
    private static void scatter(PDPageContentStream out, DocumentFont regular, DocumentFont bold,
                                List<Report.QuestionFigures> questions) throws IOException {
        PDRectangle a = SCATTER;
        text(out, bold, 10, a.getLowerLeftX(), a.getUpperRightY() + 10, "Facilidade × discriminação");
        out.setNonStrokingColor(BAND);
        out.addRect(a.getLowerLeftX(), a.getLowerLeftY(), a.getWidth() * 0.2f, a.getHeight());
        out.addRect(a.getLowerLeftX() + a.getWidth() * 0.9f, a.getLowerLeftY(), a.getWidth() * 0.1f, a.getHeight());
        out.addRect(a.getLowerLeftX(), a.getLowerLeftY(), a.getWidth(), a.getHeight() * 0.6f); // DI below 20 of −100..100
        out.fill();
        axes(out, a);
        text(out, regular, 6, a.getLowerLeftX() + 2, a.getUpperRightY() - 8, "difícil");
        text(out, regular, 6, a.getUpperRightX() - 18, a.getUpperRightY() - 8, "fácil");
        text(out, regular, 6, a.getLowerLeftX() + a.getWidth() * 0.35f, a.getLowerLeftY() + 4, "discrimina pouco (< 20)");
        text(out, regular, 7, a.getLowerLeftX(), a.getLowerLeftY() - 10, "0");
        text(out, regular, 7, a.getUpperRightX() - 5, a.getLowerLeftY() - 10, "1");
        text(out, regular, 7, a.getLowerLeftX() - 22, a.getUpperRightY() - 7, "100");
        text(out, regular, 7, a.getLowerLeftX() - 25, a.getLowerLeftY(), "-100");
        out.setNonStrokingColor(DOT);
        for (Report.QuestionFigures q : questions) {
            if (q.facility() == null || q.discriminationIndex() == null) {
                continue;
            }
            float x = a.getLowerLeftX() + a.getWidth() * (float) Math.max(0, Math.min(1, q.facility()));
            float y = a.getLowerLeftY() + a.getHeight() * (float) ((Math.max(-100, Math.min(100, q.discriminationIndex())) + 100) / 200);
            out.addRect(x - 2.5f, y - 2.5f, 5, 5);
        }
        out.fill();
    }

    private static void axes(PDPageContentStream out, PDRectangle a) throws IOException {
        out.setStrokingColor(INK);
        out.setLineWidth(0.8f);
        out.moveTo(a.getLowerLeftX(), a.getUpperRightY());
        out.lineTo(a.getLowerLeftX(), a.getLowerLeftY());
        out.lineTo(a.getUpperRightX(), a.getLowerLeftY());
        out.stroke();
    }

    private static final String[] HEADERS = {"Questão", "Tent.", "Facil.", "DP", "Discr.", "Efic.", "Peso ef.", "Alfa s/"};
    private static final float[] COLUMNS = {MARGIN, 265, 300, 340, 380, 420, 460, 505};

    private static void tables(PDDocument pdf, DocumentFont regular, DocumentFont bold, List<Report.QuestionFigures> questions,
                               List<String> labels) throws IOException {
        List<List<String>> rows = new ArrayList<>();
        for (int i = 0; i < questions.size(); i++) {
            Report.QuestionFigures q = questions.get(i);
            rows.add(List.of(clean(labels.get(i), 40), Long.toString(q.attempts()), number(q.facility()), number(q.sd()),
                    number(q.discriminationIndex()), number(q.discriminativeEfficiency()), number(q.effectiveWeight()),
                    number(q.alphaIfDeleted())));
        }
        float y = 420;
        PDPage page = pdf.getPage(0);
        PDPageContentStream out = new PDPageContentStream(pdf, page, PDPageContentStream.AppendMode.APPEND, true);
        try {
            y = header(out, bold, y);
            for (List<String> row : rows) {
                if (y < MARGIN) {
                    out.close();
                    page = new PDPage(PDRectangle.A4);
                    pdf.addPage(page);
                    out = new PDPageContentStream(pdf, page);
                    y = header(out, bold, page.getMediaBox().getHeight() - MARGIN);
                }
                for (int c = 0; c < row.size(); c++) {
                    text(out, regular, 8, COLUMNS[c], y, row.get(c));
                }
                y -= 13;
            }
        } finally {
            out.close();
        }
    }

    private static float header(PDPageContentStream out, DocumentFont bold, float y) throws IOException {
        for (int c = 0; c < HEADERS.length; c++) {
            text(out, bold, 8, COLUMNS[c], y, HEADERS[c]);
        }
        return y - 15;
    }

    private static void text(PDPageContentStream out, DocumentFont font, float size, float x, float y, String text)
            throws IOException {
        String line = clean(text, 200);
        PDFont face = font.drawing(List.of(line));
        out.setNonStrokingColor(INK);
        out.beginText();
        out.setFont(face, size);
        out.newLineAtOffset(x, y);
        out.showText(line);
        out.endText();
    }

    private static String number(Double value) {
        return value == null ? "-" : String.format(Locale.ROOT, "%.3f", value);
    }

    private static String clean(String text, int max) {
        String line = text == null ? "" : text.replaceAll("\\p{Cntrl}", " ").strip();
        return line.length() <= max ? line : line.substring(0, max - 1) + "…";
    }
}
