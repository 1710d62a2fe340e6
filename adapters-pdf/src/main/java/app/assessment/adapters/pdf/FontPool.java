package app.assessment.adapters.pdf;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;

/**
 * Parsed copies of the report fonts, lent to one render at a time.
 *
 * <p>Why a pool: a {@link TrueTypeFont} reads its tables lazily through one shared stream
 * position, and only part of that is synchronized, so a parsed font must not serve two
 * documents at once. Parsing (a copy of the file and its tables) costs far more than a render,
 * so parsed fonts are reused rather than made per document. The pool never blocks: when all
 * copies are lent, a new one is parsed, and at most {@code maxIdle} are kept afterwards.
 *
 * <p>A lent font outlives page drawing: PDFBox subsets it when the document is saved. Subsetting
 * "closes" the font, which for a font parsed from memory releases nothing, so it stays usable.
 *
 * <p>The font files are read from the classpath once; {@link FontMetrics} are shared by all.
 */
final class FontPool {

    /** Regular and bold parsed together: every report uses both. */
    record Lease(TrueTypeFont regular, TrueTypeFont bold) {
    }

    private final byte[] regularFile;
    private final byte[] boldFile;
    private final FontMetrics regularMetrics;
    private final FontMetrics boldMetrics;
    private final BlockingQueue<Lease> idle;

    FontPool(int maxIdle) {
        regularFile = resource("fonts/DejaVuSans.ttf");
        boldFile = resource("fonts/DejaVuSans-Bold.ttf");
        idle = new ArrayBlockingQueue<>(maxIdle);
        Lease first = parse();
        try {
            regularMetrics = FontMetrics.of(first.regular());
            boldMetrics = FontMetrics.of(first.bold());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the metrics of the report fonts", e);
        }
        idle.offer(first);
    }

    Lease borrow() {
        Lease lease = idle.poll();
        return lease != null ? lease : parse();
    }

    /** Only for leases whose render succeeded: a failure may have left a font half-read. */
    void giveBack(Lease lease) {
        idle.offer(lease);
    }

    FontMetrics regularMetrics() {
        return regularMetrics;
    }

    FontMetrics boldMetrics() {
        return boldMetrics;
    }

    private Lease parse() {
        return new Lease(parse(regularFile), parse(boldFile));
    }

    /**
     * GSUB is switched off: PDFBox would otherwise apply Latin ligatures, whose glyphs extract
     * badly and break the widths measured by {@link FontMetrics}. Portuguese needs no shaping.
     */
    private static TrueTypeFont parse(byte[] file) {
        try (RandomAccessReadBuffer source = new RandomAccessReadBuffer(file)) {
            TrueTypeFont font = new TTFParser().parse(source);
            font.setEnableGsub(false);
            return font;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot parse a report font", e);
        }
    }

    private static byte[] resource(String name) {
        try (InputStream in = FontPool.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("Missing font resource " + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read font resource " + name, e);
        }
    }
}
