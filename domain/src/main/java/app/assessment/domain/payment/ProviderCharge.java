package app.assessment.domain.payment;

import app.assessment.domain.shared.Check;

/**
 * What the provider answered when it created a charge: its id, the invoice URL and, for PIX,
 * the QR code image (a data URL), its copy-and-paste text and when it expires (null: not said).
 */
public record ProviderCharge(String paymentId, String paymentLink, String qrCode, String qrCodeText,
                             java.time.Instant qrCodeExpiresAt) {

    public ProviderCharge {
        Check.text("paymentId", paymentId, 100);
        Check.text("paymentLink", paymentLink, 2000);
    }

    /** A charge without a QR code (card, boleto), or with one that does not expire. */
    public ProviderCharge(String paymentId, String paymentLink, String qrCode, String qrCodeText) {
        this(paymentId, paymentLink, qrCode, qrCodeText, null);
    }

    boolean hasQrCode() {
        return qrCode != null && !qrCode.isBlank() && qrCodeText != null && !qrCodeText.isBlank();
    }
}
