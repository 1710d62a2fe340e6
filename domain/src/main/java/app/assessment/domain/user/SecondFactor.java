package app.assessment.domain.user;

import java.util.ArrayList;
import java.util.List;

/**
 * The second factors a user has turned on. The TOTP secret is pending (set, not yet enabled)
 * between enrolment and the first verified code.
 */
public record SecondFactor(boolean emailEnabled, String totpSecret, boolean totpEnabled) {

    public static final SecondFactor NONE = new SecondFactor(false, null, false);

    public SecondFactor {
        if (totpEnabled && (totpSecret == null || totpSecret.isBlank())) {
            throw new IllegalArgumentException("an enabled TOTP factor needs its secret");
        }
    }

    public boolean required() {
        return emailEnabled || totpEnabled;
    }

    /** Wire names of the methods, in the order CONTRACT §5 lists them. */
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

    public SecondFactor withPendingTotp(String secret) {
        return new SecondFactor(emailEnabled, secret, false);
    }

    public SecondFactor withTotpEnabled() {
        return new SecondFactor(emailEnabled, totpSecret, true);
    }

    public SecondFactor withoutTotp() {
        return new SecondFactor(emailEnabled, null, false);
    }

    public SecondFactor withEmail(boolean enabled) {
        return new SecondFactor(enabled, totpSecret, totpEnabled);
    }
}
