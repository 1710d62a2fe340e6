package app.assessment.adapters.pdf;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;

/**
 * The report fonts, DejaVu Sans regular and bold, each parsed once and shared by every render.
 *
 * <p>Why one parse may serve renders on several threads at once (fontbox 3.0; re-read this on a
 * fontbox upgrade): {@link TTFParser#parse} reads every table of the file before it returns, so
 * what a render reads afterwards is either never written again (cmap, hmtx, post, name, OS/2) or
 * read under a lock: glyph outlines ({@code GlyphTable.getGlyph}, synchronized on the glyf
 * table's own copy of its bytes, and uncached for fonts of 5,000 glyphs or more, as both faces
 * are) and the raw tables the subsetter copies ({@code getTableBytes}, synchronized;
 * {@code getOriginalData} opens a new stream each time). PDFBox writes nothing to a font it
 * embeds; it closes the font after subsetting, which for a font parsed from memory does nothing.
 * A render that fails midway leaves nothing behind for the next: each of those locked reads seeks
 * to its own offset first. PDFBox shares its parsed system fonts between threads the same way.
 *
 * <p>This replaced a pool of parsed copies, one pair per concurrent render, kept up to 2 x cores
 * pairs: each copy of DejaVu Sans retains ~4.6 MB (its cmap subtables as boxed maps), which made
 * the idle copies the largest thing the heap held after the benchmark (docs/performance.md).
 */
final class ReportFonts {

    private final TrueTypeFont regular;
    private final TrueTypeFont bold;
    private final FontMetrics regularMetrics;
    private final FontMetrics boldMetrics;

    ReportFonts() {
        regular = parse("fonts/DejaVuSans.ttf");
        bold = parse("fonts/DejaVuSans-Bold.ttf");
        try {
            regularMetrics = FontMetrics.of(regular);
            boldMetrics = FontMetrics.of(bold);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the metrics of the report fonts", e);
        }
    }

    TrueTypeFont regular() {
        return regular;
    }

    TrueTypeFont bold() {
        return bold;
    }

    FontMetrics regularMetrics() {
        return regularMetrics;
    }

    FontMetrics boldMetrics() {
        return boldMetrics;
    }

    /**
     * GSUB is switched off: PDFBox would otherwise apply Latin ligatures, whose glyphs extract
     * badly and break the widths measured by {@link FontMetrics}. Portuguese needs no shaping.
     */
    private static TrueTypeFont parse(String resource) {
        try (InputStream in = ReportFonts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("Missing font resource " + resource);
            }
            TrueTypeFont font = new TTFParser().parse(new RandomAccessReadBuffer(in.readAllBytes()));
            font.setEnableGsub(false);
            return font;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot parse the report font " + resource, e);
        }
    }
}
