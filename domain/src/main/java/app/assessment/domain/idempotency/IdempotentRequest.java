package app.assessment.domain.idempotency;

import app.assessment.domain.shared.DomainException;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A request sent with an {@code Idempotency-Key} (IETF draft httpapi-idempotency-key-header, as Stripe
 * uses it): who sent it ({@code caller}: organization and user or API key), the key, and a fingerprint of
 * route and body. The rules for a repeat live here; the store's unique claim row enforces "first wins".
 */
public record IdempotentRequest(String caller, String key, String fingerprint) {

    public static final int KEY_MAX = 255;
    /** How long a key is remembered (the draft suggests 24 hours, as Stripe keeps them). */
    public static final Duration RETENTION = Duration.ofHours(24);
    /**
     * A claim never completed (its instance died mid-request) is given up after this long, so the key is
     * usable again; longer than any request may run.
     */
    public static final Duration ABANDONED_AFTER = Duration.ofMinutes(2);

    public IdempotentRequest {
        Objects.requireNonNull(caller, "caller");
        Objects.requireNonNull(fingerprint, "fingerprint");
        if (key == null || key.isEmpty() || key.length() > KEY_MAX || !key.chars().allMatch(c -> c >= 0x21 && c <= 0x7e)) {
            throw DomainException.invalid("Idempotency-Key", "must be 1 to " + KEY_MAX + " visible ASCII characters");
        }
    }

    /** What a repeat is answered, given the record its first attempt left. */
    public enum Repeat { REPLAY, IN_FLIGHT, ABANDONED, OTHER_REQUEST }

    public Repeat repeatOf(String storedFingerprint, boolean completed, Instant claimedAt, Instant now) {
        if (!fingerprint.equals(storedFingerprint)) {
            return Repeat.OTHER_REQUEST;
        }
        if (completed) {
            return Repeat.REPLAY;
        }
        return now.isBefore(claimedAt.plus(ABANDONED_AFTER)) ? Repeat.IN_FLIGHT : Repeat.ABANDONED;
    }

    /**
     * Whether a first attempt's answer is kept for repeats. A 5xx (and a 429, which said "not now") is not:
     * the request may not have run, so a retry must run it (Stripe does the same). Other 4xx are kept: the
     * same request would be refused the same way, and a repeat must not succeed where the first did not.
     */
    public static boolean keepsAnswer(int status) {
        return status < 500 && status != 429;
    }

    public static DomainException otherRequest() {
        return new DomainException(DomainException.Kind.UNPROCESSABLE, "IDEMPOTENCY_KEY_REUSED",
                "This Idempotency-Key was used with another request; use a new key for a new request");
    }

    public static DomainException inFlight() {
        return DomainException.conflict("IDEMPOTENCY_KEY_IN_USE",
                "A request with this Idempotency-Key is still being processed; retry later");
    }
}
