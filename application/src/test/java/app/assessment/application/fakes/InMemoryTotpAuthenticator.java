package app.assessment.application.fakes;

import app.assessment.application.port.out.auth.TotpAuthenticator;
import java.time.Instant;
import java.util.OptionalLong;

/**
 * Stands for RFC 6238: the code of a step is {@code code-<step>}, and steps one either side of now
 * (30-second steps) are current. Secrets are {@code SECRET1}, {@code SECRET2}, ...
 */
public final class InMemoryTotpAuthenticator implements TotpAuthenticator {

    private int secrets;

    public static String code(Instant at) {
        return "code-" + at.getEpochSecond() / 30;
    }

    @Override
    public String newSecret() {
        return "SECRET" + ++secrets;
    }

    @Override
    public OptionalLong matchingStep(String secret, String code, Instant now) {
        long current = now.getEpochSecond() / 30;
        for (long step = current - 1; step <= current + 1; step++) {
            if (code.equals("code-" + step)) {
                return OptionalLong.of(step);
            }
        }
        return OptionalLong.empty();
    }

    @Override
    public String otpauthUrl(String secret, String account) {
        return "otpauth://totp/" + account + "?secret=" + secret;
    }
}
