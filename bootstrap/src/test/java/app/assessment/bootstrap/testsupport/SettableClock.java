package app.assessment.bootstrap.testsupport;

import app.assessment.application.port.out.Clock;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Alternative;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * The suite's clock: the wall clock at millisecond precision, as in production, until a test
 * fixes it ({@link #fix}); the test resets it when done. (QuarkusMock could not replace the
 * production clock here: ArC reported it not mockable.)
 */
@Alternative
@Priority(1)
@ApplicationScoped
public class SettableClock implements Clock {

    private volatile Instant fixed;

    @Override
    public Instant now() {
        Instant value = fixed;
        return value != null ? value : Instant.now().truncatedTo(ChronoUnit.MILLIS);
    }

    public void fix(Instant instant) {
        fixed = instant;
    }

    public void reset() {
        fixed = null;
    }
}
