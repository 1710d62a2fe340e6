package app.assessment.application.port.in.apikey;

import app.assessment.domain.apikey.ApiKey;
import java.util.Optional;

/**
 * A bearer value shaped like an API key: the key when it is known, matches its hash, and is neither
 * revoked nor expired. Read from the database on every request, so a revocation on any instance is
 * seen by the next request on every other; last use is written at most once a minute per key.
 */
public interface AuthenticateApiKeyUseCase {

    Optional<ApiKey> authenticate(String presented, String ip);
}
