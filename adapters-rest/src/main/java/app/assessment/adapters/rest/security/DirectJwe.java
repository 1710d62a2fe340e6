package app.assessment.adapters.rest.security;

import org.jose4j.jwa.AlgorithmConstraints;
import org.jose4j.jwe.ContentEncryptionAlgorithmIdentifiers;
import org.jose4j.jwe.JsonWebEncryption;
import org.jose4j.jwe.KeyManagementAlgorithmIdentifiers;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.jwt.consumer.JwtConsumerBuilder;
import org.jose4j.keys.AesKey;
import org.jose4j.lang.JoseException;

/**
 * Claims encrypted and authenticated with AES-256-GCM under a key of its own ({@code alg: dir},
 * the form NextAuth v4 gives its tokens): for state the browser must carry but not read, such as
 * a sign-in attempt's PKCE verifier, and the session token itself. Each purpose derives its own key
 * from {@code app.session.secret} ({@link DerivedKeys}), so a token made for one purpose never opens
 * as another's.
 */
public final class DirectJwe {

    /** Leeway for clocks of other instances and clients when checking expiry. */
    static final int CLOCK_SKEW_SECONDS = 30;

    private final AesKey key;

    private DirectJwe(byte[] keyBytes) {
        this.key = new AesKey(keyBytes);
    }

    public static DirectJwe forPurpose(String purpose, DerivedKeys keys) {
        return new DirectJwe(keys.of(purpose));
    }

    /** next-auth v4's session token: the key its {@code encode}, {@code decode} and {@code getToken} use. */
    static DirectJwe forSessions(DerivedKeys keys) {
        return new DirectJwe(keys.sessionToken());
    }

    public String encrypt(JwtClaims claims) {
        JsonWebEncryption jwe = new JsonWebEncryption();
        jwe.setAlgorithmHeaderValue(KeyManagementAlgorithmIdentifiers.DIRECT);
        jwe.setEncryptionMethodHeaderParameter(ContentEncryptionAlgorithmIdentifiers.AES_256_GCM);
        jwe.setKey(key);
        jwe.setPayload(claims.toJson());
        try {
            return jwe.getCompactSerialization();
        } catch (JoseException e) {
            throw new IllegalStateException("Could not encrypt a token", e);
        }
    }

    /** Decryption by this key, dir + A256GCM only, with an expiry required; GCM's tag stands in for a signature. */
    public JwtConsumerBuilder consumer() {
        return new JwtConsumerBuilder()
                .setRequireExpirationTime()
                .setAllowedClockSkewInSeconds(CLOCK_SKEW_SECONDS)
                .setDisableRequireSignature()
                .setDecryptionKey(key)
                .setJweAlgorithmConstraints(AlgorithmConstraints.ConstraintType.PERMIT, KeyManagementAlgorithmIdentifiers.DIRECT)
                .setJweContentEncryptionAlgorithmConstraints(AlgorithmConstraints.ConstraintType.PERMIT,
                        ContentEncryptionAlgorithmIdentifiers.AES_256_GCM);
    }
}
