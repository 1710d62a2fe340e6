package app.assessment.application.port.in.apikey;

import java.time.Duration;
import java.util.Optional;

/** The per-key rate limit: empty when the request may go on, else how long to wait. */
public interface AdmitApiKeyRequestUseCase {

    Optional<Duration> admit(String keyId);
}
