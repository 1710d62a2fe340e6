package app.assessment.adapters.pdf;

import org.apache.pdfbox.pdmodel.font.PDFont;

/** The few type styles of the report, bound to one document's embedded fonts. */
record ReportStyles(
        TextStyle organization,
        TextStyle title,
        TextStyle caption,
        TextStyle body,
        TextStyle bodyBold,
        TextStyle scoreValue,
        TextStyle heading,
        TextStyle cell,
        TextStyle cellBold,
        TextStyle cellMuted,
        TextStyle footer) {

    static ReportStyles of(PDFont regular, FontMetrics regularMetrics, PDFont bold, FontMetrics boldMetrics) {
        return new ReportStyles(
                new TextStyle(bold, boldMetrics, 15, Rgb.TEXT),
                new TextStyle(bold, boldMetrics, 13, Rgb.TEXT),
                new TextStyle(regular, regularMetrics, 8, Rgb.MUTED),
                new TextStyle(regular, regularMetrics, 10, Rgb.TEXT),
                new TextStyle(bold, boldMetrics, 10, Rgb.TEXT),
                new TextStyle(bold, boldMetrics, 16, Rgb.TEXT),
                new TextStyle(bold, boldMetrics, 11, Rgb.TEXT),
                new TextStyle(regular, regularMetrics, 9, Rgb.TEXT),
                new TextStyle(bold, boldMetrics, 9, Rgb.TEXT),
                new TextStyle(regular, regularMetrics, 9, Rgb.MUTED),
                new TextStyle(regular, regularMetrics, 8, Rgb.MUTED));
    }
}
