package app.assessment.application.port.out.auth;

import java.time.Duration;
import java.util.Objects;

/**
 * Sign-in policy values taken from configuration.
 *
 * @param refuseDevPassword true in production: the committed development password never signs in
 * @param secretPepper server secret mixed into the hashes of short one-time codes
 */
public record AuthSettings(
        Duration sessionLifetime,
        Duration sessionUpdateAge,
        boolean refuseDevPassword,
        String devPassword,
        int failureLimit,
        Duration failureWindow,
        Duration blockDuration,
        String secretPepper) {

    public AuthSettings {
        Objects.requireNonNull(sessionLifetime, "sessionLifetime");
        Objects.requireNonNull(sessionUpdateAge, "sessionUpdateAge");
        Objects.requireNonNull(failureWindow, "failureWindow");
        Objects.requireNonNull(blockDuration, "blockDuration");
        Objects.requireNonNull(secretPepper, "secretPepper");
    }
}
