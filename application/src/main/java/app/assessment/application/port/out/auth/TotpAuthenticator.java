package app.assessment.application.port.out.auth;

import java.time.Instant;

/** RFC 6238 time-based codes (authenticator apps). */
public interface TotpAuthenticator {
    /** A new random secret, base32 as authenticator apps expect. */
    String newSecret();

    boolean verify(String secret, String code, Instant now);

    String otpauthUrl(String secret, String account);
}
