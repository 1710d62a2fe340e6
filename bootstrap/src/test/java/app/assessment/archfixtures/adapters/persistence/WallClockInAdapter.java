package app.assessment.archfixtures.adapters.persistence;

/** Breaks the clock rule on purpose: an adapter's dates come from the Clock port (ADR 0036). */
public class WallClockInAdapter {
    public java.time.Instant updatedAt() {
        return java.time.Instant.now();
    }
}
