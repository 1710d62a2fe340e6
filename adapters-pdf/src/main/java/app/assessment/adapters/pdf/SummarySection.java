package app.assessment.adapters.pdf;

import app.assessment.application.port.out.report.ReportDocument;
import app.assessment.application.port.out.report.ReportDocument.Band;
import java.io.IOException;
import java.util.List;

/** The part above the answers: who, what, when, the score and the form's score ranges. */
final class SummarySection {

    private static final float LABEL_WIDTH = 92;
    private static final float BOX_PADDING = 10;
    private static final float SWATCH = 9;
    private static final float SWATCH_GAP = 7;

    private final PageWriter writer;
    private final ReportStyles styles;

    SummarySection(PageWriter writer, ReportStyles styles) {
        this.writer = writer;
        this.styles = styles;
    }

    void draw(ReportDocument document) throws IOException {
        header(document);
        details(document);
        writer.moveDown(12);
        scoreBox(document);
        writer.moveDown(16);
        bandLegend(document.bands(), document.scoreLabel());
    }

    private void header(ReportDocument document) throws IOException {
        paragraph(styles.organization(), document.organizationName());
        writer.moveDown(2);
        paragraph(styles.caption(), "RELATÓRIO DE DESEMPENHO");
        writer.moveDown(5);
        writer.horizontalLine(Rgb.RULE, 0.8f, PageWriter.LEFT, PageWriter.RIGHT, writer.y());
        writer.moveDown(10);
        paragraph(styles.title(), document.formTitle());
        writer.moveDown(6);
    }

    private void details(ReportDocument document) throws IOException {
        String participant = document.participantName()
                + " (" + PortugueseFormat.participantKind(document.participantKind()) + ")";
        detail("Participante:", participant);
        detail("Concluído em:", PortugueseFormat.dateTime(document.completedAt(), document.zone()));
        detail("Aplicado por:", document.assignedByName() == null ? "—" : document.assignedByName());
    }

    private void detail(String label, String value) throws IOException {
        TextStyle style = styles.body();
        List<String> lines = TextWrapper.wrap(style.sanitize(value), style, PageWriter.WIDTH - LABEL_WIDTH);
        writer.keepTogether(style.leading());
        writer.lines(styles.bodyBold(), PageWriter.LEFT, writer.y(), List.of(label));
        drawLines(style, PageWriter.LEFT + LABEL_WIDTH, lines);
    }

    /** Three columns in a framed box: points, percentage, and the range label as a badge. */
    private void scoreBox(ReportDocument document) throws IOException {
        float columnWidth = (PageWriter.WIDTH - 2 * BOX_PADDING) / 3;
        float valueWidth = columnWidth - BOX_PADDING;
        TextStyle value = styles.scoreValue();
        List<String> points = TextWrapper.wrap(value.sanitize(PortugueseFormat.number(document.totalScore())
                + " / " + PortugueseFormat.number(document.maxScore())), value, valueWidth);
        List<String> percent = TextWrapper.wrap(PortugueseFormat.percent(document.percentage()), value, valueWidth);
        Badge badge = Badge.of(document, styles, valueWidth);

        float captionHeight = styles.caption().leading() + 4;
        float contentHeight = Math.max(Math.max(points.size(), percent.size()) * value.leading(), badge.height());
        float boxHeight = 2 * BOX_PADDING + captionHeight + contentHeight;
        writer.keepTogether(boxHeight);

        float top = writer.y();
        writer.strokeRect(Rgb.RULE, 0.8f, PageWriter.LEFT, top - boxHeight, PageWriter.WIDTH, boxHeight);
        float captionTop = top - BOX_PADDING;
        float contentTop = captionTop - captionHeight;
        String[] captions = {"PONTUAÇÃO", "PERCENTUAL", "CLASSIFICAÇÃO"};
        for (int i = 0; i < captions.length; i++) {
            float x = PageWriter.LEFT + BOX_PADDING + i * columnWidth;
            writer.lines(styles.caption(), x, captionTop, List.of(captions[i]));
        }
        writer.lines(value, PageWriter.LEFT + BOX_PADDING, contentTop, points);
        writer.lines(value, PageWriter.LEFT + BOX_PADDING + columnWidth, contentTop, percent);
        badge.draw(writer, PageWriter.LEFT + BOX_PADDING + 2 * columnWidth, contentTop);
        writer.moveDown(boxHeight);
    }

    /** A swatch and "label (min – max)" per range; the participant's own range in bold. */
    private void bandLegend(List<Band> bands, String scoreLabel) throws IOException {
        if (bands.isEmpty()) {
            return;
        }
        TextStyle heading = styles.heading();
        writer.keepTogether(heading.leading() + 4 + styles.body().leading());
        paragraph(heading, "Faixas de pontuação");
        writer.moveDown(4);
        float textX = PageWriter.LEFT + SWATCH + SWATCH_GAP;
        for (Band band : bands) {
            TextStyle style = band.label().equals(scoreLabel) ? styles.bodyBold() : styles.body();
            String text = style.sanitize(band.label()) + " (" + PortugueseFormat.range(band.min(), band.max()) + ")";
            List<String> lines = TextWrapper.wrap(text, style, PageWriter.WIDTH - SWATCH - SWATCH_GAP);
            writer.keepTogether(style.leading());
            float swatchBottom = writer.y() - style.baselineOffset() - 1;
            Rgb color = Rgb.parse(band.color(), Rgb.NEUTRAL);
            writer.fillRect(color, PageWriter.LEFT, swatchBottom, SWATCH, SWATCH);
            writer.strokeRect(Rgb.RULE, 0.5f, PageWriter.LEFT, swatchBottom, SWATCH, SWATCH);
            drawLines(style, textX, lines);
            writer.moveDown(2);
        }
    }

    private void paragraph(TextStyle style, String raw) throws IOException {
        drawLines(style, PageWriter.LEFT, TextWrapper.wrap(style.sanitize(raw), style, PageWriter.WIDTH));
    }

    /** Lines flow onto the next page when they do not fit; a header is short, so no repeat. */
    private void drawLines(TextStyle style, float x, List<String> lines) throws IOException {
        int drawn = 0;
        while (drawn < lines.size()) {
            int fitting = (int) (writer.spaceLeft() / style.leading());
            if (fitting < 1) {
                writer.newPage();
                continue;
            }
            int end = Math.min(lines.size(), drawn + fitting);
            writer.lines(style, x, writer.y(), lines.subList(drawn, end));
            writer.moveDown((end - drawn) * style.leading());
            drawn = end;
        }
    }
}
