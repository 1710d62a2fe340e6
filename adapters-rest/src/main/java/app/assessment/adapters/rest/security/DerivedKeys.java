package app.assessment.adapters.rest.security;

import java.nio.charset.StandardCharsets;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.generators.HKDFBytesGenerator;
import org.bouncycastle.crypto.params.HKDFParameters;

/**
 * Every key this service takes from {@code app.session.secret} (NEXTAUTH_SECRET), derived the way
 * next-auth v4 derives its token key ({@code getDerivedEncryptionKey} in {@code next-auth/jwt}):
 * HKDF-SHA256 with the salt as given and the info {@code "NextAuth.js Generated Encryption Key"},
 * followed by {@code " (<salt>)"} when the salt is not empty. The empty salt is the session token's
 * key, so next-auth's own {@code getToken} opens the service's tokens; every other use names its
 * salt, so a token or hash made for one purpose never passes as another's.
 */
public final class DerivedKeys {

    /** The session token's salt: next-auth's default, so its {@code decode} and {@code getToken} find the same key. */
    public static final String SESSION_TOKEN = "";
    private static final String INFO = "NextAuth.js Generated Encryption Key";
    private static final int KEY_BYTES = 32;

    private DerivedKeys() {
    }

    /** The 256-bit key of one purpose ({@code salt}); {@link #SESSION_TOKEN} is next-auth's session key. */
    public static byte[] of(String secret, String salt) {
        byte[] info = (salt.isEmpty() ? INFO : INFO + " (" + salt + ")").getBytes(StandardCharsets.UTF_8);
        HKDFBytesGenerator hkdf = new HKDFBytesGenerator(new SHA256Digest());
        hkdf.init(new HKDFParameters(secret.getBytes(StandardCharsets.UTF_8), salt.getBytes(StandardCharsets.UTF_8), info));
        byte[] key = new byte[KEY_BYTES];
        hkdf.generateBytes(key, 0, KEY_BYTES);
        return key;
    }
}
