package app.assessment.adapters.payment.asaas;

import app.assessment.application.port.out.Clock;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.atomic.AtomicReference;

/**
 * After a 429, no call reaches Asaas before its {@code RateLimit-Reset} has passed: each call in
 * between would count against the same limit (and the 12-hour quota) and fail anyway. Kept per
 * instance; another instance learns the same from its own first 429.
 */
@ApplicationScoped
class AsaasRateLimitGate {

    private final Clock clock;
    private final AtomicReference<java.time.Instant> closedUntil = new AtomicReference<>(java.time.Instant.EPOCH);

    AsaasRateLimitGate(Clock clock) {
        this.clock = clock;
    }

    /** Seconds until Asaas accepts calls again; 0 when it does now. */
    long secondsClosed() {
        long millis = closedUntil.get().toEpochMilli() - clock.now().toEpochMilli();
        return millis <= 0 ? 0 : (millis + 999) / 1000;
    }

    void closeFor(long seconds) {
        java.time.Instant until = clock.now().plusSeconds(seconds);
        closedUntil.accumulateAndGet(until, (a, b) -> a.isAfter(b) ? a : b);
    }
}
