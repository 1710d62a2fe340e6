package app.assessment.application.port.out.apikey;

import app.assessment.domain.apikey.ApiKey;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Stored API keys: the key's hash beside its row, never the key. */
public interface ApiKeyRepository {

    void add(ApiKey key, String keyHash);

    /** The organization's keys that are not revoked, newest first. */
    List<ApiKey> ofOrganization(String organizationId);

    Optional<StoredApiKey> byId(String id);

    /** Revokes the organization's key; false when there is none of that id (or it was revoked already). */
    boolean revoke(String organizationId, String id, Instant now);

    /** Writes the last use unless one at most a minute old is already written (a conditional update). */
    void touch(String id, Instant now, String ip);

    record StoredApiKey(ApiKey key, String keyHash) {
    }
}
