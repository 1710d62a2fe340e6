package app.assessment.adapters.pdf;

import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

/**
 * One face of the report in one document: its common subset, loaded on the first text, and the
 * whole font only when a text needs a glyph the subset lacks (a name in Greek or Cyrillic, say).
 * Both are embedded as subsets of the glyphs drawn with them. One document, one thread.
 */
final class DocumentFont {

    private final PDDocument document;
    private final ReportFace face;
    private PDFont common;
    private PDFont whole;

    DocumentFont(PDDocument document, ReportFace face) {
        this.document = document;
        this.face = face;
    }

    FontMetrics metrics() {
        return face.metrics();
    }

    /** The font to draw these sanitized lines with, together. */
    PDFont drawing(List<String> lines) throws IOException {
        for (String line : lines) {
            if (!face.commonCovers(line)) {
                if (whole == null) {
                    whole = PDType0Font.load(document, face.whole(), true);
                }
                return whole;
            }
        }
        if (common == null) {
            common = PDType0Font.load(document, face.common(), true);
        }
        return common;
    }
}
