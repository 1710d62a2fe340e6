package app.assessment.application.service.auth;

import app.assessment.domain.shared.Sha256;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** Generation and hashing of reset tokens and e-mailed codes (JDK crypto only). */
final class OneTimeSecrets {

    private static final SecureRandom RANDOM = new SecureRandom();

    private OneTimeSecrets() {
    }

    /** 256 random bits, URL-safe: unguessable, so a plain SHA-256 is enough to store it. */
    static String newToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    static String newSixDigitCode() {
        return String.format("%06d", RANDOM.nextInt(1_000_000));
    }

    static String sha256(String value) {
        return Sha256.hex(value);
    }

    /**
     * What an e-mailed second-factor code is stored and looked up as. The user id is mixed in
     * so that two users who happen to get the same six digits never share a hash.
     */
    static String secondFactorCodeHash(String pepper, String userId, String code) {
        return hmac(pepper, userId + ":" + code);
    }

    /** Keyed hash for short codes: without the server secret a leaked row cannot be brute-forced. */
    static String hmac(String pepper, String value) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(pepper.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(value.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }
}
