package app.assessment.adapters.rest.security;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The one reader of {@code app.session.secret} (SESSION_SECRET, NEXTAUTH_SECRET) and the one place
 * a key is made from it. Keys are derived the way next-auth v4 derives its token key
 * ({@code getDerivedEncryptionKey} in {@code next-auth/jwt}): HKDF-SHA256 with the salt as given
 * and the info {@code "NextAuth.js Generated Encryption Key"}, followed by {@code " (<salt>)"} when
 * the salt is not empty. The empty salt is the session token's key, so next-auth's own
 * {@code getToken} opens the service's tokens; every other use names its purpose as the salt, so a
 * token or hash made for one purpose never passes as another's.
 *
 * <p>HKDF (RFC 5869) is written out over the JDK's HMAC-SHA256 rather than taken from Bouncy
 * Castle: its jar is signed, so the first class read from it made every start verify the jar's
 * 800 KB signed manifest (about a tenth of the main thread's start-up, ADR 0034), and classes of
 * signed jars never enter the AppCDS archive.
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
        // Extract; an empty salt is HashLen zero bytes (RFC 5869 2.2), which HMAC's own padding
        // makes the same key, but the JDK refuses an empty key.
        byte[] saltBytes = salt.isEmpty() ? new byte[KEY_BYTES] : salt.getBytes(StandardCharsets.UTF_8);
        byte[] pseudoRandomKey = hmac(saltBytes, secret);
        // Expand: one block of SHA-256 is the 32 bytes wanted, T(1) = HMAC(PRK, info | 0x01).
        byte[] block = new byte[info.length + 1];
        System.arraycopy(info, 0, block, 0, info.length);
        block[info.length] = 1;
        return hmac(pseudoRandomKey, block);
    }

    private static byte[] hmac(byte[] key, byte[] data) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
