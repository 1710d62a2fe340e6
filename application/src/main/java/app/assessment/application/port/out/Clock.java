package app.assessment.application.port.out;

import java.time.Instant;

/** Current time, so that use cases are testable at a fixed instant. */
public interface Clock {
    Instant now();
}
