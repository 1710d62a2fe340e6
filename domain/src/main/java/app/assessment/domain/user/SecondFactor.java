package app.assessment.domain.user;

import java.util.ArrayList;
import java.util.List;

/**
 * The second factors a user has turned on. The TOTP secret is pending (set, not yet enabled)
 * between enrolment and the first verified code. {@code totpLastStep} is the RFC 6238 time step
 * of the last code accepted for the current secret: a code is good once (RFC 6238 §5.2), so a
 * code read over a shoulder or replayed from a log cannot be used again within its window.
 */
public record SecondFactor(boolean emailEnabled, String totpSecret, boolean totpEnabled, Long totpLastStep) {

    public static final SecondFactor NONE = new SecondFactor(false, null, false, null);

    public SecondFactor {
        if (totpEnabled && (totpSecret == null || totpSecret.isBlank())) {
            throw new IllegalArgumentException("an enabled TOTP factor needs its secret");
        }
        if (totpSecret == null) {
            totpLastStep = null;
        }
    }

    public SecondFactor(boolean emailEnabled, String totpSecret, boolean totpEnabled) {
        this(emailEnabled, totpSecret, totpEnabled, null);
    }

    public boolean required() {
        return emailEnabled || totpEnabled;
    }

    /** Wire names of the methods, in the order docs/api.md §5 lists them. */
    public List<String> methods() {
        List<String> methods = new ArrayList<>(2);
        if (emailEnabled) {
            methods.add("email");
        }
        if (totpEnabled) {
            methods.add("totp");
        }
        return methods;
    }

    /** Whether a code of this time step may still be accepted: only steps after the last accepted one. */
    public boolean acceptsTotpStep(long step) {
        return totpSecret != null && (totpLastStep == null || step > totpLastStep);
    }

    public SecondFactor withTotpStepUsed(long step) {
        if (!acceptsTotpStep(step)) {
            throw new IllegalStateException("TOTP step " + step + " was already used");
        }
        return new SecondFactor(emailEnabled, totpSecret, totpEnabled, step);
    }

    /** A new secret starts with no used step: its codes have never been seen. */
    public SecondFactor withPendingTotp(String secret) {
        return new SecondFactor(emailEnabled, secret, false, null);
    }

    public SecondFactor withTotpEnabled() {
        return new SecondFactor(emailEnabled, totpSecret, true, totpLastStep);
    }

    public SecondFactor withoutTotp() {
        return new SecondFactor(emailEnabled, null, false, null);
    }

    public SecondFactor withEmail(boolean enabled) {
        return new SecondFactor(enabled, totpSecret, totpEnabled, totpLastStep);
    }
}
