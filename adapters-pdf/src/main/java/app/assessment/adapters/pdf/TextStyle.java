package app.assessment.adapters.pdf;

/** A font of the current document at a size and color, measured with its face's metrics. */
record TextStyle(DocumentFont font, float size, Rgb color) {

    /** Line height: DejaVu's ascent plus descent is 1.16 em, a little air on top of that. */
    float leading() {
        return size * 1.3f;
    }

    /** From the top of a line box to the baseline, centering the glyphs in the leading. */
    float baselineOffset() {
        return (leading() - size) / 2 + size * 0.8f;
    }

    float width(String sanitized) {
        return font.metrics().width(sanitized, size);
    }

    float width(int codePoint) {
        return font.metrics().advance(codePoint) * size / 1000f;
    }

    String sanitize(String raw) {
        return font.metrics().sanitize(raw);
    }

    TextStyle withColor(Rgb other) {
        return new TextStyle(font, size, other);
    }
}
