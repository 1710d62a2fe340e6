package app.assessment.domain.audit;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * One successful write, as the audit log keeps it. Secret values in {@code changes} are masked
 * here, at construction, so no caller can store a password or token by forgetting to.
 */
public record AuditEntry(
        Instant occurredAt,
        Actor actor,
        String action,
        String entityType,
        String entityId,
        Map<String, Object> changes) {

    static final String MASK = "***";
    private static final List<String> SECRET_MARKERS =
            List.of("password", "secret", "token", "hash", "code", "apikey", "api_key");

    public AuditEntry {
        Objects.requireNonNull(occurredAt, "occurredAt");
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(entityType, "entityType");
        changes = changes == null ? Map.of() : Collections.unmodifiableMap(masked(changes));
    }

    public String organizationId() {
        return actor.organizationId();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> masked(Map<String, ?> source) {
        Map<String, Object> copy = new LinkedHashMap<>();
        source.forEach((key, value) -> {
            if (value != null && isSecret(key)) {
                copy.put(key, MASK);
            } else if (value instanceof Map<?, ?> nested) {
                copy.put(key, masked((Map<String, ?>) nested));
            } else {
                copy.put(key, value);
            }
        });
        return copy;
    }

    static boolean isSecret(String key) {
        String normalized = key.toLowerCase(Locale.ROOT);
        return SECRET_MARKERS.stream().anyMatch(normalized::contains);
    }
}
