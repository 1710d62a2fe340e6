package app.assessment.adapters.pdf;

import java.io.IOException;

/** A rule, when the report was issued, and "Página X de Y" at the foot of every page. */
final class PageFooter implements PageWriter.PageDecoration {

    private static final float RULE_Y = 44;
    private static final float BASELINE = 32;

    private final TextStyle style;
    private final String issued;

    PageFooter(TextStyle style, String issuedAt) {
        this.style = style;
        this.issued = "Emitido em " + issuedAt;
    }

    @Override
    public void draw(PageWriter writer, int pageNumber, int pageCount) throws IOException {
        writer.horizontalLine(Rgb.RULE, 0.5f, PageWriter.LEFT, PageWriter.RIGHT, RULE_Y);
        writer.text(style, PageWriter.LEFT, BASELINE, issued);
        writer.rightAligned(style, PageWriter.RIGHT, BASELINE, PortugueseFormat.page(pageNumber, pageCount));
    }
}
