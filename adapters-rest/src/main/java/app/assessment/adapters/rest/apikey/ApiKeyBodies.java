package app.assessment.adapters.rest.apikey;

import app.assessment.domain.apikey.ApiKey;
import app.assessment.domain.apikey.ApiScope;
import java.time.Instant;
import java.util.List;

/** Wire shapes of {@code /api/admin/api-keys}. */
final class ApiKeyBodies {

    private ApiKeyBodies() {
    }

    public record ApiKeyRequest(String name, List<String> scopes, Instant expiresAt) {
    }

    /** A key as listed: what names it, never its text or hash. */
    public record ApiKeyResponse(String id, String name, String prefix, List<String> scopes, Instant createdAt,
                                 Instant expiresAt, Instant lastUsedAt, String lastUsedIp) {
        static ApiKeyResponse from(ApiKey k) {
            return new ApiKeyResponse(k.id(), k.name(), k.prefix(), k.scopes().stream().map(ApiScope::wireValue).sorted().toList(),
                    k.createdAt(), k.expiresAt(), k.lastUsedAt(), k.lastUsedIp());
        }
    }

    /** The creation answer: the listed fields plus {@code key}, shown this once. */
    public record CreatedApiKeyResponse(String id, String name, String prefix, List<String> scopes, Instant createdAt,
                                        Instant expiresAt, String key) {

        @Override
        public String toString() {
            return "CreatedApiKeyResponse[" + prefix + "]";
        }
    }
}
