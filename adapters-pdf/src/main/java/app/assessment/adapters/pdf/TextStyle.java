package app.assessment.adapters.pdf;

/** A font of the current document at a size and color, with the metrics to measure it. */
record TextStyle(DocumentFont font, FontMetrics metrics, float size, Rgb color) {

    TextStyle(DocumentFont font, float size, Rgb color) {
        this(font, font.metrics(), size, color);
    }

    /** Line height: DejaVu's ascent plus descent is 1.16 em, a little air on top of that. */
    float leading() {
        return size * 1.3f;
    }

    /** From the top of a line box to the baseline, centering the glyphs in the leading. */
    float baselineOffset() {
        return (leading() - size) / 2 + size * 0.8f;
    }

    float width(String sanitized) {
        return metrics.width(sanitized, size);
    }

    float width(int codePoint) {
        return metrics.advance(codePoint) * size / 1000f;
    }

    String sanitize(String raw) {
        return metrics.sanitize(raw);
    }

    TextStyle withColor(Rgb other) {
        return new TextStyle(font, metrics, size, other);
    }
}
