package app.assessment.adapters.pdf;

/** One parse of the report fonts for the unit tests that only measure text. */
final class Fonts {

    static final ReportFonts REPORT = new ReportFonts();

    private Fonts() {
    }
}
