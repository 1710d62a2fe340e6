package app.assessment.domain.webhook;

import java.util.Base64;
import java.util.Objects;

/**
 * A signing secret as the Standard Webhooks specification writes it: {@code whsec_} and the base64
 * of the key bytes. Its {@link #toString()} never shows the key, so a secret logged by mistake
 * leaks nothing.
 */
public record WebhookSecret(String value) {

    public static final String PREFIX = "whsec_";
    public static final int KEY_BYTES = 32;

    public WebhookSecret {
        Objects.requireNonNull(value, "value");
        if (!value.startsWith(PREFIX)) {
            throw new IllegalArgumentException("A webhook secret starts with " + PREFIX);
        }
        Base64.getDecoder().decode(value.substring(PREFIX.length()));
    }

    /** @param randomBytes {@value #KEY_BYTES} bytes from a cryptographically strong source */
    public static WebhookSecret of(byte[] randomBytes) {
        if (randomBytes.length != KEY_BYTES) {
            throw new IllegalArgumentException("A webhook secret has " + KEY_BYTES + " bytes");
        }
        return new WebhookSecret(PREFIX + Base64.getEncoder().encodeToString(randomBytes));
    }

    /** The HMAC key: the base64 after the prefix, decoded (the specification's recipe). */
    public byte[] keyBytes() {
        return Base64.getDecoder().decode(value.substring(PREFIX.length()));
    }

    @Override
    public String toString() {
        return "WebhookSecret[redacted]";
    }
}
