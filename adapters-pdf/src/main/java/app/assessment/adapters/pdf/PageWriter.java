package app.assessment.adapters.pdf;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/**
 * A4 pages filled from the top down, with a cursor {@link #y()} at the top of the free space.
 *
 * <p>Every page's content stream stays open until {@link #finish}, so the footer, which needs
 * the final page count, is written into the same stream instead of a second appended one.
 */
final class PageWriter {

    static final PDRectangle SIZE = PDRectangle.A4;
    static final float LEFT = 48;
    static final float RIGHT = SIZE.getWidth() - 48;
    static final float WIDTH = RIGHT - LEFT;
    static final float TOP = SIZE.getHeight() - 48;
    /** Leaves room below for the footer. */
    static final float BOTTOM = 64;

    /** Draws what belongs on every page once the number of pages is known. */
    interface PageDecoration {
        void draw(PageWriter writer, int pageNumber, int pageCount) throws IOException;
    }

    private final PDDocument document;
    private final List<PDPageContentStream> streams = new ArrayList<>();
    private PDPageContentStream stream;
    private float y;

    PageWriter(PDDocument document) throws IOException {
        this.document = document;
        newPage();
    }

    void newPage() throws IOException {
        PDPage page = new PDPage(SIZE);
        document.addPage(page);
        stream = new PDPageContentStream(document, page);
        streams.add(stream);
        y = TOP;
    }

    float y() {
        return y;
    }

    void moveDown(float distance) {
        y -= distance;
    }

    float spaceLeft() {
        return y - BOTTOM;
    }

    /** Starts a new page unless {@code height} still fits on this one. */
    void keepTogether(float height) throws IOException {
        if (height > spaceLeft()) {
            newPage();
        }
    }

    void text(TextStyle style, float x, float baseline, String sanitized) throws IOException {
        if (sanitized.isEmpty()) {
            return;
        }
        stream.beginText();
        stream.setFont(style.font().drawing(List.of(sanitized)), style.size());
        fillColor(style.color());
        stream.newLineAtOffset(x, baseline);
        stream.showText(sanitized);
        stream.endText();
    }

    /** Left-aligned lines from {@code top} downwards, in one text object. */
    void lines(TextStyle style, float x, float top, List<String> lines) throws IOException {
        stream.beginText();
        stream.setFont(style.font().drawing(lines), style.size());
        fillColor(style.color());
        stream.newLineAtOffset(x, top - style.baselineOffset());
        for (int i = 0; i < lines.size(); i++) {
            if (i > 0) {
                stream.newLineAtOffset(0, -style.leading());
            }
            if (!lines.get(i).isEmpty()) {
                stream.showText(lines.get(i));
            }
        }
        stream.endText();
    }

    void rightAligned(TextStyle style, float right, float baseline, String sanitized) throws IOException {
        text(style, right - style.width(sanitized), baseline, sanitized);
    }

    void fillRect(Rgb color, float x, float bottom, float width, float height) throws IOException {
        fillColor(color);
        stream.addRect(x, bottom, width, height);
        stream.fill();
    }

    /** Four Bézier corners; PDF has no rounded rectangle operator. */
    void fillRoundedRect(Rgb color, float x, float bottom, float width, float height, float radius) throws IOException {
        float r = Math.min(radius, Math.min(width, height) / 2);
        float k = r * 0.5523f; // control distance that approximates a quarter circle
        float right = x + width;
        float top = bottom + height;
        fillColor(color);
        stream.moveTo(x + r, bottom);
        stream.lineTo(right - r, bottom);
        stream.curveTo(right - r + k, bottom, right, bottom + r - k, right, bottom + r);
        stream.lineTo(right, top - r);
        stream.curveTo(right, top - r + k, right - r + k, top, right - r, top);
        stream.lineTo(x + r, top);
        stream.curveTo(x + r - k, top, x, top - r + k, x, top - r);
        stream.lineTo(x, bottom + r);
        stream.curveTo(x, bottom + r - k, x + r - k, bottom, x + r, bottom);
        stream.closePath();
        stream.fill();
    }

    void strokeRect(Rgb color, float lineWidth, float x, float bottom, float width, float height) throws IOException {
        strokeStyle(color, lineWidth);
        stream.addRect(x, bottom, width, height);
        stream.stroke();
    }

    void horizontalLine(Rgb color, float lineWidth, float x1, float x2, float atY) throws IOException {
        strokeStyle(color, lineWidth);
        stream.moveTo(x1, atY);
        stream.lineTo(x2, atY);
        stream.stroke();
    }

    /** Draws the decoration on every page, then closes all streams. */
    void finish(PageDecoration decoration) throws IOException {
        int pageCount = streams.size();
        for (int i = 0; i < pageCount; i++) {
            stream = streams.get(i);
            decoration.draw(this, i + 1, pageCount);
            stream.close();
        }
    }

    private void fillColor(Rgb color) throws IOException {
        stream.setNonStrokingColor(color.red(), color.green(), color.blue());
    }

    private void strokeStyle(Rgb color, float lineWidth) throws IOException {
        stream.setStrokingColor(color.red(), color.green(), color.blue());
        stream.setLineWidth(lineWidth);
    }
}
