package app.assessment.application.port.out.payment;

import java.time.Instant;
import java.util.Objects;

/**
 * A PIX charge's QR code as the provider gives it now.
 *
 * @param image a {@code data:image/png;base64,...} URL
 * @param text the copy-and-paste code
 * @param expiresAt when the provider stops accepting it, or null when it did not say
 */
public record PixQrCode(String image, String text, Instant expiresAt) {
    public PixQrCode {
        Objects.requireNonNull(image, "image");
        Objects.requireNonNull(text, "text");
    }
}
