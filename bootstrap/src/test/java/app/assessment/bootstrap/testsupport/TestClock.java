package app.assessment.bootstrap.testsupport;

import app.assessment.application.port.out.Clock;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Alternative;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The application's clock in tests: the wall clock, or a fixed instant a test sets ({@link #freezeAt})
 * and moves ({@link #advance}), put back to the wall clock ({@link #reset}) when the test is done. Time-dependent
 * rules (schedules, back-off, expiry) are tested by moving it, never by waiting.
 */
@Alternative
@Priority(1)
@ApplicationScoped
public class TestClock implements Clock {

    private final AtomicReference<Instant> frozen = new AtomicReference<>();

    @Override
    public Instant now() {
        Instant fixed = frozen.get();
        return (fixed == null ? Instant.now() : fixed).truncatedTo(ChronoUnit.MILLIS);
    }

    /** The clock reads {@code instant} until moved or reset. */
    public void freezeAt(Instant instant) {
        frozen.set(instant);
    }

    /** Moves a frozen clock on (a running one is frozen at now first). */
    public void advance(Duration by) {
        frozen.updateAndGet(fixed -> (fixed == null ? Instant.now() : fixed).plus(by));
    }

    public void reset() {
        frozen.set(null);
    }
}
