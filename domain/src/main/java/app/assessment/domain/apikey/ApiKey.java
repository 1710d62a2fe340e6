package app.assessment.domain.apikey;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * An organization's API key, as stored: never the key itself, only its hash. It acts as the
 * organization on the routes its scopes allow; records it creates are owned by {@code createdBy},
 * the administrator who created it (ADR 0057).
 */
public record ApiKey(String id, String organizationId, String createdBy, String name, Set<ApiScope> scopes,
                     Instant createdAt, Instant expiresAt, Instant revokedAt, Instant lastUsedAt, String lastUsedIp) {

    public static final int NAME_MAX = 100;
    /** Last use is written at most this often per key, so a busy key costs no write per request. */
    public static final Duration LAST_USED_PRECISION = Duration.ofMinutes(1);

    public ApiKey {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(createdBy, "createdBy");
        name = Check.text("name", name == null ? null : name.strip(), NAME_MAX);
        if (scopes == null || scopes.isEmpty()) {
            throw DomainException.invalid("scopes", "must name at least one scope");
        }
        scopes = Set.copyOf(EnumSet.copyOf(scopes));
        Objects.requireNonNull(createdAt, "createdAt");
        if (expiresAt != null && !expiresAt.isAfter(createdAt)) {
            throw DomainException.invalid("expiresAt", "must be in the future");
        }
    }

    public static ApiKey create(String id, String organizationId, String createdBy, String name, Set<ApiScope> scopes,
                                Instant now, Instant expiresAt) {
        return new ApiKey(id, organizationId, createdBy, name, scopes, now, expiresAt, null, null, null);
    }

    /** A revoked key, or one past its expiry, authenticates nobody. */
    public boolean usableAt(Instant now) {
        return revokedAt == null && (expiresAt == null || now.isBefore(expiresAt));
    }

    public boolean grants(ApiScope scope) {
        return scopes.contains(scope);
    }

    /** Whether this use should be written down: the first, or one a minute after the last written. */
    public boolean lastUseDueAt(Instant now) {
        return lastUsedAt == null || !now.isBefore(lastUsedAt.plus(LAST_USED_PRECISION));
    }

    public String prefix() {
        return ApiKeyText.prefixOf(id);
    }
}
