package app.assessment.bootstrap;

import app.assessment.application.port.out.Clock;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** Wall-clock time at millisecond precision, the precision of the wire format and the database. */
@ApplicationScoped
public class SystemClock implements Clock {
    @Override
    public Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MILLIS);
    }
}
