package app.assessment.adapters.pdf;

/**
 * The report fonts, DejaVu Sans regular and bold, each parsed once (whole, and its common subset:
 * {@link ReportFace}) and shared by every render.
 *
 * <p>Why one parse may serve renders on several threads at once (fontbox 3.0; re-read this on a
 * fontbox upgrade): {@link org.apache.fontbox.ttf.TTFParser#parse} reads every table of the file
 * before it returns, so what a render reads afterwards is either never written again (cmap, hmtx,
 * post, name, OS/2) or read under a lock: glyph outlines ({@code GlyphTable.getGlyph},
 * synchronized on the glyf table's own copy of its bytes, and uncached for fonts of 5,000 glyphs
 * or more, as both whole faces are; the subsets' caches are filled before they are shared) and
 * the raw tables the subsetter copies ({@code getTableBytes}, synchronized;
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

    private final ReportFace regular = ReportFace.of("fonts/DejaVuSans.ttf");
    private final ReportFace bold = ReportFace.of("fonts/DejaVuSans-Bold.ttf");

    ReportFace regular() {
        return regular;
    }

    ReportFace bold() {
        return bold;
    }
}
