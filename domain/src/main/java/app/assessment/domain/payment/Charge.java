package app.assessment.domain.payment;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.time.Instant;

/**
 * One charge of an assignment. Charges are records of their own: a new one starts after a
 * cancellation and the old ones stay as history. Transitions live in {@link AssignmentPayment},
 * which knows whether there is a charge at all; this record only guards what each status implies.
 *
 * <p>{@code paidAt} is set exactly when the status is {@code PAID} and {@code cancelledAt}
 * exactly when it is {@code CANCELLED}: the fields describe the current status, and the audit
 * log keeps every earlier one. A cancelled charge carries no provider id, link or QR code.
 *
 * <p>{@code qrCodeExpiresAt} is when the provider stops accepting the PIX QR code (the end of its
 * creation day for an account without a Pix key), null when it did not say or there is none.
 *
 * <p>{@code method} and {@code amount} are null only on a charge that confirm or exempt created
 * when there was none: nothing was charged, so there is no amount to record.
 */
public record Charge(
        String id,
        String assignmentId,
        String organizationId,
        PaymentMethod method,
        Amount amount,
        PaymentStatus status,
        String providerPaymentId,
        String paymentLink,
        String qrCode,
        String qrCodeText,
        Instant qrCodeExpiresAt,
        Instant paidAt,
        Instant cancelledAt,
        Instant createdAt,
        Instant updatedAt) {

    public Charge {
        Check.id("id", id);
        Check.id("assignmentId", assignmentId);
        Check.id("organizationId", organizationId);
        Check.required("status", status);
        Check.required("createdAt", createdAt);
        Check.required("updatedAt", updatedAt);
        if (status == PaymentStatus.PENDING) {
            Check.required("method", method).requireCreatable();
            Check.required("amount", amount);
        }
        Check.presentExactlyWhen("paidAt", paidAt, status == PaymentStatus.PAID, status.wireValue());
        Check.presentExactlyWhen("cancelledAt", cancelledAt, status == PaymentStatus.CANCELLED, status.wireValue());
        boolean linked = providerPaymentId != null || paymentLink != null || qrCode != null || qrCodeText != null;
        if (linked && status == PaymentStatus.CANCELLED) {
            throw DomainException.invalid("providerPaymentId", "must be empty when status is cancelled");
        }
        if (linked && method != null && method.isExternal()) {
            throw DomainException.invalid("providerPaymentId", "must be empty for external method " + method.wireValue());
        }
    }

    /** A new pending charge; provider methods need what the provider answered, PIX its QR code too. */
    static Charge pending(String id, String assignmentId, String organizationId, PaymentMethod method,
                          Amount amount, ProviderCharge provider, Instant now) {
        Check.required("method", method).requireCreatable();
        if (method.isProvider() != (provider != null)) {
            throw DomainException.invalid("method", method.wireValue()
                    + (method.isProvider() ? " needs the provider's charge" : " is not charged through the provider"));
        }
        if (method == PaymentMethod.PIX && !provider.hasQrCode()) {
            throw DomainException.invalid("qrCode", "is required for PIX");
        }
        return provider == null
                ? new Charge(id, assignmentId, organizationId, method, amount, PaymentStatus.PENDING,
                        null, null, null, null, null, null, null, now, now)
                : new Charge(id, assignmentId, organizationId, method, amount, PaymentStatus.PENDING,
                        provider.paymentId(), provider.paymentLink(), provider.qrCode(), provider.qrCodeText(),
                        provider.qrCodeExpiresAt(), null, null, now, now);
    }

    /** Confirm or exempt without any earlier charge: a record of the decision, nothing charged. */
    static Charge settledWithoutCharge(String id, String assignmentId, String organizationId,
                                       PaymentStatus status, Instant now) {
        PaymentMethod method = status == PaymentStatus.PAID ? PaymentMethod.CASH : null;
        Instant paidAt = status == PaymentStatus.PAID ? now : null;
        return new Charge(id, assignmentId, organizationId, method, null, status,
                null, null, null, null, null, paidAt, null, now, now);
    }

    /**
     * Link, QR code and provider id stay, so a late provider event still finds this charge. A
     * charge is never paid before it existed: an earlier {@code at} becomes the creation time.
     */
    Charge paid(PaymentMethod paidWith, Instant at, Instant now) {
        Instant paidAt = at.isBefore(createdAt) ? createdAt : at;
        return new Charge(id, assignmentId, organizationId, paidWith, amount, PaymentStatus.PAID,
                providerPaymentId, paymentLink, qrCode, qrCodeText, qrCodeExpiresAt, paidAt, null, createdAt, now);
    }

    Charge exempted(Instant now) {
        return new Charge(id, assignmentId, organizationId, method, amount, PaymentStatus.EXEMPT,
                providerPaymentId, paymentLink, qrCode, qrCodeText, qrCodeExpiresAt, null, null, createdAt, now);
    }

    /** A pending PIX charge whose QR code has expired: the provider is to be asked for a fresh one. */
    boolean needsFreshQrCode(Instant now) {
        return status == PaymentStatus.PENDING && method == PaymentMethod.PIX && providerPaymentId != null
                && qrCodeExpiresAt != null && !qrCodeExpiresAt.isAfter(now);
    }

    Charge withQrCode(String code, String text, Instant expiresAt, Instant now) {
        return new Charge(id, assignmentId, organizationId, method, amount, status, providerPaymentId, paymentLink, code, text,
                expiresAt, paidAt, cancelledAt, createdAt, now);
    }

    Charge cancelled(Instant now) {
        return new Charge(id, assignmentId, organizationId, method, amount, PaymentStatus.CANCELLED,
                null, null, null, null, null, null, now, createdAt, now);
    }
}
