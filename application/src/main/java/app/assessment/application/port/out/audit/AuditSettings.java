package app.assessment.application.port.out.audit;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * Audit log policy taken from configuration.
 *
 * @param exportMaxSpan the longest time range one export may cover
 * @param retention how long entries are kept; empty keeps them for ever
 */
public record AuditSettings(Duration exportMaxSpan, Optional<Duration> retention) {
    public AuditSettings {
        Objects.requireNonNull(exportMaxSpan, "exportMaxSpan");
        Objects.requireNonNull(retention, "retention");
        if (exportMaxSpan.isNegative() || exportMaxSpan.isZero()) {
            throw new IllegalArgumentException("exportMaxSpan must be positive");
        }
        if (retention.isPresent() && (retention.get().isNegative() || retention.get().isZero())) {
            throw new IllegalArgumentException("retention must be positive when set");
        }
    }
}
