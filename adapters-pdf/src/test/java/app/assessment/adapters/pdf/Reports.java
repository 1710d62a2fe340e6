package app.assessment.adapters.pdf;

import app.assessment.application.port.out.report.ReportDocument;
import app.assessment.application.port.out.report.ReportDocument.AnswerLine;
import app.assessment.application.port.out.report.ReportDocument.Band;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

/** Test data and PDF reading shared by the renderer tests. */
final class Reports {

    static final Instant COMPLETED_AT = Instant.parse("2025-03-14T17:45:00Z");
    static final Instant RENDERED_AT = Instant.parse("2025-03-15T12:00:00Z");
    static final List<Band> BANDS = List.of(
            new Band(new BigDecimal("0"), new BigDecimal("49.99"), "Insuficiente", "#C62828"),
            new Band(new BigDecimal("50"), new BigDecimal("79.99"), "Bom", "#F9A825"),
            new Band(new BigDecimal("80"), new BigDecimal("100"), "Excelente", "#1E8E3E"));

    private Reports() {
    }

    static PdfBoxReportRenderer renderer() {
        return new PdfBoxReportRenderer(() -> RENDERED_AT);
    }

    static ReportDocument withAnswers(List<AnswerLine> answers) {
        return new ReportDocument("Escola Modelo", "Prova de Matemática", "Maria Silva", ReportDocument.STUDENT,
                COMPLETED_AT, "Prof. Carlos Souza", new BigDecimal("7.50"), new BigDecimal("10"),
                new BigDecimal("75.00"), "Bom", "#F9A825", BANDS, answers, ReportDocument.DEFAULT_ZONE);
    }

    static List<AnswerLine> questions(int count) {
        List<AnswerLine> answers = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            answers.add(new AnswerLine(i, "Enunciado da questão número " + i + " sobre frações e porcentagens?",
                    "Alternativa " + (char) ('A' + i % 4) + " da questão " + i, new BigDecimal(i % 2)));
        }
        return answers;
    }

    static PDDocument load(byte[] pdf) {
        try {
            return Loader.loadPDF(pdf);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String text(byte[] pdf) {
        try (PDDocument document = load(pdf)) {
            return new PDFTextStripper().getText(document);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static List<String> pageTexts(PDDocument document) throws IOException {
        List<String> pages = new ArrayList<>();
        PDFTextStripper stripper = new PDFTextStripper();
        for (int page = 1; page <= document.getNumberOfPages(); page++) {
            stripper.setStartPage(page);
            stripper.setEndPage(page);
            pages.add(stripper.getText(document));
        }
        return pages;
    }

    /** Extraction puts line breaks where the layout wrapped; compare text without them. */
    static String unwrapped(String text) {
        return text.replaceAll("\\s+", "");
    }
}
