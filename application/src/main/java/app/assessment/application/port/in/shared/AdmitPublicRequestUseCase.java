package app.assessment.application.port.in.shared;

import java.time.Duration;
import java.util.Optional;

/**
 * Whether a request to a public route (no session: the test links) may be served now, counted per client
 * address across every instance (429 RATE_LIMITED, docs/api.md §2).
 */
public interface AdmitPublicRequestUseCase {

    /** Empty when the request is admitted; otherwise how long this address should wait. */
    Optional<Duration> admit(String clientAddress);
}
