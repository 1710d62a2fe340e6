package app.assessment.domain.payment;

import app.assessment.domain.shared.Check;

/**
 * What the provider answered when it created a charge: its id, the invoice URL and, for PIX,
 * the QR code image (a data URL) and its copy-and-paste text.
 */
public record ProviderCharge(String paymentId, String paymentLink, String qrCode, String qrCodeText) {

    public ProviderCharge {
        Check.text("paymentId", paymentId, 100);
        Check.text("paymentLink", paymentLink, 2000);
    }

    boolean hasQrCode() {
        return qrCode != null && !qrCode.isBlank() && qrCodeText != null && !qrCodeText.isBlank();
    }
}
