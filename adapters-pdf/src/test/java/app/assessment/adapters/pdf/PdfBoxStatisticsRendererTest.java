package app.assessment.adapters.pdf;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.statistics.StatisticsRenderer.StatisticsDocument;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.statistics.ItemAnalysis;
import app.assessment.domain.statistics.Observation;
import app.assessment.domain.statistics.Report;
import app.assessment.domain.statistics.Sums;
import java.awt.image.BufferedImage;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

class PdfBoxStatisticsRendererTest {

    private static final int[][] MARKS = {{1, 2, 1}, {1, 0, 0}, {0, 2, 0}, {1, 2, 1}, {0, 0, 1}, {1, 2, 0}};

    private static Report report() {
        Sums sums = new Sums();
        for (int[] row : MARKS) {
            List<Observation.Item> items = new ArrayList<>();
            int total = 0;
            for (int q = 0; q < row.length; q++) {
                items.add(new Observation.Item("q" + q, QuestionType.SINGLE_CHOICE, BigDecimal.valueOf(row[q]),
                        BigDecimal.valueOf(q == 1 ? 2 : 1), List.of(), null));
                total += row[q];
            }
            sums.add(new Observation(BigDecimal.valueOf(total), items), 1);
        }
        return ItemAnalysis.of(sums);
    }

    @Test
    void thePdf_hasTheFiguresAsText_andInkInBothCharts() throws Exception {
        byte[] bytes = new PdfBoxStatisticsRenderer().render(new StatisticsDocument("Prova de Física", "COUNTED",
                Instant.parse("2026-11-28T12:00:00Z"), report(), List.of("1. Quanto é 2+2?", "2. Gravidade", "3. Ação e reação")));
        try (PDDocument pdf = Loader.loadPDF(bytes)) {
            String text = new PDFTextStripper().getText(pdf);
            assertThat(text).contains("Estatísticas: Prova de Física", "Distribuição das notas", "Facilidade × discriminação",
                    "1. Quanto é 2+2?", "3. Ação e reação", "Tentativas (COUNTED): 6", "Alfa de Cronbach");
            assertThat(text).contains(String.format(java.util.Locale.ROOT, "%.3f", report().questions().get(0).facility()));
            BufferedImage page = new PDFRenderer(pdf).renderImage(0, 1f);
            assertThat(inked(page, PdfBoxStatisticsRenderer.HISTOGRAM, 0x1976D2)).as("histogram bars").isGreaterThan(500);
            assertThat(inked(page, PdfBoxStatisticsRenderer.SCATTER, 0xC62828)).as("scatter points").isGreaterThan(20);
            assertThat(inked(page, PdfBoxStatisticsRenderer.SCATTER, 0xFFE0B2)).as("bands").isGreaterThan(1000);
        }
    }

    @Test
    void noAttempts_drawsEmptyChartsAndDashes() throws Exception {
        byte[] bytes = new PdfBoxStatisticsRenderer().render(new StatisticsDocument("Vazia", "ALL", Instant.EPOCH,
                ItemAnalysis.of(new Sums()), List.of()));
        try (PDDocument pdf = Loader.loadPDF(bytes)) {
            String text = new PDFTextStripper().getText(pdf);
            assertThat(text).contains("Tentativas (ALL): 0", "Média: -");
            BufferedImage page = new PDFRenderer(pdf).renderImage(0, 1f);
            assertThat(inked(page, PdfBoxStatisticsRenderer.HISTOGRAM, 0x1976D2)).isZero();
        }
    }

    /** Pixels of about this colour inside the area (PDF points, rendered at 72 dpi: one pixel a point). */
    private static int inked(BufferedImage image, PDRectangle area, int rgb) {
        int count = 0;
        for (int x = (int) area.getLowerLeftX(); x < area.getUpperRightX(); x++) {
            for (int y = (int) (image.getHeight() - area.getUpperRightY()); y < image.getHeight() - area.getLowerLeftY(); y++) {
                int p = image.getRGB(x, y);
                if (Math.abs(((p >> 16) & 0xFF) - ((rgb >> 16) & 0xFF)) < 24 && Math.abs(((p >> 8) & 0xFF) - ((rgb >> 8) & 0xFF)) < 24
                        && Math.abs((p & 0xFF) - (rgb & 0xFF)) < 24) {
                    count++;
                }
            }
        }
        return count;
    }
}
