package app.assessment.application.fakes;

import app.assessment.application.port.out.Clock;
import java.time.Duration;
import java.time.Instant;

/** A clock that stands still until a test moves it. */
public final class FixedClock implements Clock {

    private Instant now;

    public FixedClock(Instant now) {
        this.now = now;
    }

    @Override
    public Instant now() {
        return now;
    }

    public void advance(Duration by) {
        now = now.plus(by);
    }
}
