package app.assessment.application.fakes;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.auth.AttemptLimiter;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Redis counters in memory, on a test's clock: failures within the window block the key, hits
 * count in a fixed window. {@link #down} stands for Redis unreachable: the adapter then lets every
 * request through and counts nothing (fail-open, ADR 0017).
 */
public final class InMemoryAttemptLimiter implements AttemptLimiter {

    private final Clock clock;
    private final Map<String, List<Instant>> failures = new HashMap<>();
    private final Map<String, Instant> blockedUntil = new HashMap<>();
    private final Map<String, List<Instant>> hits = new HashMap<>();
    public boolean down;

    public InMemoryAttemptLimiter(Clock clock) {
        this.clock = clock;
    }

    @Override
    public Optional<Duration> blockedFor(String scope, String key) {
        Instant until = down ? null : blockedUntil.get(scope + "/" + key);
        Instant now = clock.now();
        return until == null || !until.isAfter(now) ? Optional.empty() : Optional.of(Duration.between(now, until));
    }

    @Override
    public void recordFailure(String scope, String key, int limit, Duration window, Duration block) {
        if (down) {
            return;
        }
        List<Instant> recent = within(failures, scope + "/" + key, window);
        if (recent.size() >= limit) {
            blockedUntil.put(scope + "/" + key, clock.now().plus(block));
        }
    }

    @Override
    public Optional<Duration> hit(String scope, String key, int limit, Duration window) {
        if (down) {
            return Optional.empty();
        }
        List<Instant> recent = within(hits, scope + "/" + key, window);
        return recent.size() <= limit ? Optional.empty() : Optional.of(Duration.between(clock.now(), recent.get(0).plus(window)));
    }

    /** How many failures {@code key} has within its window. */
    public int failures(String scope, String key) {
        return failures.getOrDefault(scope + "/" + key, List.of()).size();
    }

    private List<Instant> within(Map<String, List<Instant>> counters, String key, Duration window) {
        Instant now = clock.now();
        List<Instant> recent = counters.computeIfAbsent(key, k -> new ArrayList<>());
        recent.removeIf(at -> !at.isAfter(now.minus(window)));
        recent.add(now);
        return recent;
    }
}
