package app.assessment.domain.shared;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * SHA-256, the one hash the service uses for stored secrets, rate-limit keys, PKCE challenges and
 * backup checksums. Every JDK has it, so the checked exception of the lookup stops here.
 */
public final class Sha256 {

    private Sha256() {
    }

    /** A fresh digest, for hashing a stream as it passes. */
    public static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }

    /** The hash of the text's UTF-8 bytes. */
    public static byte[] of(String text) {
        return digest().digest(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The hash of the text's UTF-8 bytes, as 64 lower-case hex digits. */
    public static String hex(String text) {
        return HexFormat.of().formatHex(of(text));
    }
}
