package app.assessment.adapters.payment.asaas;

import app.assessment.adapters.payment.asaas.AsaasJson.Errors;
import java.util.stream.Collectors;

/**
 * Asaas answered with an error status. Split so that retries can tell a failure worth repeating
 * ({@link Unavailable}: 5xx) from an answer that repeats itself ({@link Rejected}: 4xx) and from
 * Asaas asking to wait ({@link RateLimited}: 429, never retried before its reset).
 */
abstract sealed class AsaasHttpException extends RuntimeException {

    private final int status;
    private final transient Errors errors;

    private AsaasHttpException(int status, Errors errors) {
        // The message carries codes only: descriptions are read deliberately, never by accident.
        super("Asaas answered HTTP " + status + codes(errors));
        this.status = status;
        this.errors = errors;
    }

    /** @param resetSeconds the {@code RateLimit-Reset} header of a 429, or null */
    static AsaasHttpException of(int status, Errors errors, Long resetSeconds) {
        if (status == 429) {
            return new RateLimited(errors, resetSeconds);
        }
        return status >= 500 ? new Unavailable(status, errors) : new Rejected(status, errors);
    }

    int status() {
        return status;
    }

    /** The provider's descriptions joined, e.g. "The value field must be informed"; empty when none. */
    String descriptions() {
        return errors.errors().stream()
                .map(AsaasJson.Error::description)
                .filter(d -> d != null && !d.isBlank())
                .collect(Collectors.joining("; "));
    }

    private static String codes(Errors errors) {
        return errors.errors().isEmpty() ? ""
                : errors.errors().stream().map(AsaasJson.Error::code).collect(Collectors.joining(", ", " (", ")"));
    }

    /** 4xx but 429: the same request gets the same answer. */
    static final class Rejected extends AsaasHttpException {
        Rejected(int status, Errors errors) {
            super(status, errors);
        }
    }

    /** 5xx: the provider may answer differently a moment later. */
    static final class Unavailable extends AsaasHttpException {
        Unavailable(int status, Errors errors) {
            super(status, errors);
        }
    }

    /** 429: a rate limit or the 12-hour quota; no call helps before {@link #resetSeconds()}. */
    static final class RateLimited extends AsaasHttpException {
        /** Without a RateLimit-Reset header (the quota's 429) Asaas says nothing; a minute is a modest guess. */
        static final long DEFAULT_RESET_SECONDS = 60;

        private final long resetSeconds;

        RateLimited(Errors errors, Long resetSeconds) {
            super(429, errors);
            this.resetSeconds = resetSeconds == null || resetSeconds < 1 ? DEFAULT_RESET_SECONDS : resetSeconds;
        }

        long resetSeconds() {
            return resetSeconds;
        }
    }
}
