package app.assessment.adapters.pdf;

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

    static ReportStyles of(DocumentFont regular, DocumentFont bold) {
        return new ReportStyles(
                new TextStyle(bold, 15, Rgb.TEXT),
                new TextStyle(bold, 13, Rgb.TEXT),
                new TextStyle(regular, 8, Rgb.MUTED),
                new TextStyle(regular, 10, Rgb.TEXT),
                new TextStyle(bold, 10, Rgb.TEXT),
                new TextStyle(bold, 16, Rgb.TEXT),
                new TextStyle(bold, 11, Rgb.TEXT),
                new TextStyle(regular, 9, Rgb.TEXT),
                new TextStyle(bold, 9, Rgb.TEXT),
                new TextStyle(regular, 9, Rgb.MUTED),
                new TextStyle(regular, 8, Rgb.MUTED));
    }
}
