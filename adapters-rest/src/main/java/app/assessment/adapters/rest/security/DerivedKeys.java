package app.assessment.adapters.rest.security;

import at.favre.lib.hkdf.HKDF;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The one reader of {@code app.session.secret} (SESSION_SECRET, NEXTAUTH_SECRET) and the one place
 * a key is made from it. Keys are derived the way next-auth v4 derives its token key
 * ({@code getDerivedEncryptionKey} in {@code next-auth/jwt}): HKDF-SHA256 with the salt as given
 * and the info {@code "NextAuth.js Generated Encryption Key"}, followed by {@code " (<salt>)"} when
 * the salt is not empty. The empty salt is the session token's key, so next-auth's own
 * {@code getToken} opens the service's tokens; every other use names its purpose as the salt, so a
 * token or hash made for one purpose never passes as another's.
 *
 * <p>HKDF (RFC 5869) comes from {@code at.favre.lib:hkdf} over the JDK's HMAC-SHA256 rather than
 * from Bouncy Castle: the first class read from Bouncy Castle's jar made every start verify its
 * 800 KB signed manifest (about a tenth of the main thread's start-up, ADR 0034).
 */
@Singleton
public class DerivedKeys {

    private static final String INFO = "NextAuth.js Generated Encryption Key";
    private static final int KEY_BYTES = 32;

    private final byte[] secret;

    @Inject
    DerivedKeys(SessionConfig config) {
        // Present in dev and test (a committed value); a production start without it is refused
        // before this runs (ProductionSettings), naming the variable.
        this(config.secret().orElseThrow(() -> new IllegalStateException("SESSION_SECRET is not set")));
    }

    public DerivedKeys(String secret) {
        this.secret = secret.getBytes(StandardCharsets.UTF_8);
    }

    /** The 256-bit key of one purpose, which names it; the empty purpose is reserved for {@link #sessionToken()}. */
    public byte[] of(String purpose) {
        if (purpose.isEmpty()) {
            throw new IllegalArgumentException("The empty purpose is the session token's");
        }
        return hkdf(purpose);
    }

    /** next-auth v4's session token key: the one its {@code encode}, {@code decode} and {@code getToken} use. */
    public byte[] sessionToken() {
        return hkdf("");
    }

    /** The key of the session tokens before ADR 0026 (HS256, SHA-256 of the secret): only verified, never issued. */
    byte[] legacySessionToken() {
        try {
            return MessageDigest.getInstance("SHA-256").digest(secret);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private byte[] hkdf(String salt) {
        byte[] info = (salt.isEmpty() ? INFO : INFO + " (" + salt + ")").getBytes(StandardCharsets.UTF_8);
        // An empty salt stands for HashLen zero bytes (RFC 5869 2.2), as next-auth's own HKDF reads it.
        return HKDF.fromHmacSha256().extractAndExpand(salt.getBytes(StandardCharsets.UTF_8), secret, info, KEY_BYTES);
    }
}
