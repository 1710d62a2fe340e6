package app.assessment.adapters.pdf;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.Set;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TTFSubsetter;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;

/**
 * One face of the report font, parsed once: the whole font, and a subset of it holding the
 * scripts nearly every report is written in (Latin, punctuation, currency signs), which a
 * document embeds instead whenever its text is drawable with it ({@link DocumentFont}).
 *
 * <p>Why a subset: for each document PDFBox builds a width array of every glyph of the font it
 * loads and reads it back into a map, before subsetting throws both away. For the 6,253 glyphs
 * of DejaVu Sans that was ~0.9 MB allocated and ~0.35 ms of CPU per face and document, most of
 * the PDF export's garbage (docs/performance.md, session 19); for the ~700 glyphs of this subset
 * it is a tenth of that. The drawn document is the same: the same outlines and advances, subset again by
 * PDFBox to the glyphs the document uses.
 */
final class ReportFace {

    /** Basic Latin to Latin Extended-B, general punctuation, currency symbols. */
    private static final int[][] COMMON = {{0x20, 0x24F}, {0x2000, 0x206F}, {0x20A0, 0x20CF}};

    private final TrueTypeFont whole;
    private final TrueTypeFont common;
    private final FontMetrics metrics;

    private ReportFace(TrueTypeFont whole, TrueTypeFont common) throws IOException {
        // Fonts under 5,000 glyphs keep the first 100 outlines read in a cache that is written
        // under a lock but read without one; reading them all here fills it before any render
        // can, so no render ever writes it (ReportFonts says why the rest is safe to share).
        for (int gid = 0; gid < common.getNumberOfGlyphs(); gid++) {
            common.getGlyph().getGlyph(gid);
        }
        this.whole = whole;
        this.common = common;
        this.metrics = FontMetrics.of(whole);
    }

    static ReportFace of(String resource) {
        try (InputStream in = ReportFace.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing font resource " + resource);
            }
            TrueTypeFont whole = parse(in.readAllBytes());
            TTFSubsetter subsetter = new TTFSubsetter(whole);
            Set<Integer> codePoints = new HashSet<>();
            for (int[] range : COMMON) {
                for (int codePoint = range[0]; codePoint <= range[1]; codePoint++) {
                    codePoints.add(codePoint);
                }
            }
            // The subsetter keeps each of these the whole font has a glyph for, and only those.
            subsetter.addAll(codePoints);
            ByteArrayOutputStream subset = new ByteArrayOutputStream();
            subsetter.writeToStream(subset);
            return new ReportFace(whole, parse(subset.toByteArray()));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot parse the report font " + resource, e);
        }
    }

    /** The whole font, for a text the common subset cannot draw. */
    TrueTypeFont whole() {
        return whole;
    }

    TrueTypeFont common() {
        return common;
    }

    /** The whole font's metrics: what every text is measured and sanitized against. */
    FontMetrics metrics() {
        return metrics;
    }

    /**
     * Whether the common subset has a glyph for every code point of this sanitized text: a
     * sanitized text holds only code points the whole font covers, so being in the subset's
     * ranges is enough.
     */
    boolean commonCovers(String sanitized) {
        for (int i = 0; i < sanitized.length(); ) {
            int codePoint = sanitized.codePointAt(i);
            if (!inCommonRanges(codePoint)) {
                return false;
            }
            i += Character.charCount(codePoint);
        }
        return true;
    }

    private static boolean inCommonRanges(int codePoint) {
        for (int[] range : COMMON) {
            if (codePoint >= range[0] && codePoint <= range[1]) {
                return true;
            }
        }
        return false;
    }

    /**
     * GSUB is switched off: PDFBox would otherwise apply Latin ligatures, whose glyphs extract
     * badly and break the widths measured by {@link FontMetrics}. Portuguese needs no shaping.
     */
    private static TrueTypeFont parse(byte[] file) throws IOException {
        TrueTypeFont font = new TTFParser().parse(new RandomAccessReadBuffer(file));
        font.setEnableGsub(false);
        return font;
    }
}
