package app.assessment.adapters.pdf;

import java.io.IOException;
import java.text.Normalizer;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.TrueTypeFont;

/**
 * Which characters one font can draw and how wide they are, read once from the font file.
 *
 * <p>Immutable, so every thread measures against plain arrays instead of the
 * {@link TrueTypeFont}'s cmap and metrics tables. Widths are the unkerned advances in 1/1000 em, exactly what
 * PDFBox writes as the CID widths, so a measured line is the drawn line.
 */
final class FontMetrics {

    static final char REPLACEMENT = '?';

    private final float[] bmpAdvances;
    private final Map<Integer, Float> otherAdvances;

    private FontMetrics(float[] bmpAdvances, Map<Integer, Float> otherAdvances) {
        this.bmpAdvances = bmpAdvances;
        this.otherAdvances = otherAdvances;
    }

    /** Walks glyphs rather than code points: a few thousand lookups instead of a million. */
    static FontMetrics of(TrueTypeFont font) throws IOException {
        float[] bmp = new float[0x10000];
        Arrays.fill(bmp, Float.NaN);
        Map<Integer, Float> other = new HashMap<>();
        CmapLookup cmap = font.getUnicodeCmapLookup();
        float scale = 1000f / font.getUnitsPerEm();
        for (int gid = 1; gid < font.getNumberOfGlyphs(); gid++) {
            List<Integer> codePoints = cmap.getCharCodes(gid);
            if (codePoints == null) {
                continue;
            }
            float advance = font.getAdvanceWidth(gid) * scale;
            for (int codePoint : codePoints) {
                if (codePoint < bmp.length) {
                    bmp[codePoint] = advance;
                } else {
                    other.put(codePoint, advance);
                }
            }
        }
        return new FontMetrics(bmp, Map.copyOf(other));
    }

    boolean covers(int codePoint) {
        if (codePoint < bmpAdvances.length) {
            return !Float.isNaN(bmpAdvances[codePoint]);
        }
        return otherAdvances.containsKey(codePoint);
    }

    /** Advance of a covered code point in 1/1000 em. */
    float advance(int codePoint) {
        return codePoint < bmpAdvances.length ? bmpAdvances[codePoint] : otherAdvances.get(codePoint);
    }

    float width(String sanitized, float size) {
        float total = 0;
        for (int i = 0; i < sanitized.length(); ) {
            int codePoint = sanitized.codePointAt(i);
            total += advance(codePoint);
            i += Character.charCount(codePoint);
        }
        return total * size / 1000f;
    }

    /**
     * Makes user text drawable: composed accents (extraction then yields "ç", not "c" and a
     * combining cedilla), newlines kept as the only line breaks, other control characters as
     * spaces, invisible format characters dropped, and anything this font lacks as
     * {@link #REPLACEMENT}, because PDFBox throws on a character without a glyph.
     */
    String sanitize(String raw) {
        String text = Normalizer.normalize(raw.replace("\r\n", "\n"), Normalizer.Form.NFC);
        StringBuilder out = null;
        for (int i = 0; i < text.length(); ) {
            int codePoint = text.codePointAt(i);
            int next = i + Character.charCount(codePoint);
            String replacement = replacementFor(codePoint);
            if (replacement != null && out == null) {
                out = new StringBuilder(text.length()).append(text, 0, i);
            }
            if (out != null) {
                if (replacement == null) {
                    out.append(text, i, next);
                } else {
                    out.append(replacement);
                }
            }
            i = next;
        }
        return out == null ? text : out.toString();
    }

    /** Null when the code point stays as it is. */
    private String replacementFor(int codePoint) {
        if (codePoint == '\n') {
            return null;
        }
        switch (Character.getType(codePoint)) {
            case Character.CONTROL:
            case Character.LINE_SEPARATOR:
            case Character.PARAGRAPH_SEPARATOR:
                return " ";
            case Character.FORMAT:
                return "";
            default:
                return covers(codePoint) ? null : String.valueOf(REPLACEMENT);
        }
    }
}
