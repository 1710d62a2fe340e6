package app.assessment.domain.audit;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One successful write, as the audit log keeps it. Secret values in {@code changes} are masked
 * here, at construction, so no caller can store a password or token by forgetting to.
 *
 * <p>Which fields are secret is an explicit list of names, some secret in every entity and some
 * in one entity type, not a guess from parts of a name: a substring test masked counts such as
 * the cleanup's {@code oneTimeSecrets} or a boleto's {@code barcode}, and would let through a
 * secret whose name lacks the marker (docs/adr/0035). A use case that audits a new secret field
 * adds its name here.
 */
public record AuditEntry(
        Instant occurredAt,
        Actor actor,
        String action,
        String entityType,
        String entityId,
        Map<String, Object> changes) {

    /** What a secret reads as in the log; a change of a secret is recorded as this value, never the secret. */
    public static final String MASK = "***";
    /** Secret in whatever entity they appear (compared without case). */
    private static final Set<String> SECRET_EVERYWHERE = Set.of("password", "passwordhash", "secret", "token", "apikey",
            "accesstoken", "refreshtoken");
    /** Secret in one entity type only, by {@link #entityType()}. */
    private static final Map<String, Set<String>> SECRET_BY_ENTITY = Map.of(
            "User", Set.of("totpsecret", "resettoken", "code", "recoverycodes"),
            "Session", Set.of("sessiontoken"),
            "Organization", Set.of("webhooktoken"),
            // An accommodation's reason (issue 44) is often a health matter; Assignment's "reason" is a cancellation's, not secret.
            "Student", Set.of("reason"),
            "Candidate", Set.of("reason"),
            "Accommodation", Set.of("reason"));

    public AuditEntry {
        Objects.requireNonNull(occurredAt, "occurredAt");
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(entityType, "entityType");
        changes = changes == null ? Map.of() : Collections.unmodifiableMap(masked(entityType, changes));
    }

    public String organizationId() {
        return actor.organizationId();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> masked(String entityType, Map<String, ?> source) {
        Map<String, Object> copy = new LinkedHashMap<>();
        source.forEach((key, value) -> {
            if (value != null && isSecret(entityType, key)) {
                copy.put(key, MASK);
            } else if (value instanceof Map<?, ?> nested) {
                copy.put(key, masked(entityType, (Map<String, ?>) nested));
            } else {
                copy.put(key, value);
            }
        });
        return copy;
    }

    static boolean isSecret(String entityType, String key) {
        String normalized = key.toLowerCase(Locale.ROOT);
        return SECRET_EVERYWHERE.contains(normalized)
                || SECRET_BY_ENTITY.getOrDefault(entityType, Set.of()).contains(normalized);
    }
}
