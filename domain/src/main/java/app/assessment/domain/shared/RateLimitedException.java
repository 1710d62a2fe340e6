package app.assessment.domain.shared;

/** Too many attempts; the caller may try again after {@code retryAfterSeconds}. */
public class RateLimitedException extends DomainException {

    private final long retryAfterSeconds;

    public RateLimitedException(String message, long retryAfterSeconds) {
        super(Kind.RATE_LIMITED, "RATE_LIMITED", message);
        this.retryAfterSeconds = Math.max(1, retryAfterSeconds);
    }

    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
