package app.assessment.domain.shared;

/** A dependency (the payment provider) asks not to be called again for {@code retryAfterSeconds}. */
public class UpstreamBusyException extends DomainException {

    private final long retryAfterSeconds;

    public UpstreamBusyException(String code, String message, long retryAfterSeconds) {
        super(Kind.UPSTREAM_BUSY, code, message);
        this.retryAfterSeconds = Math.max(1, retryAfterSeconds);
    }

    public long retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
