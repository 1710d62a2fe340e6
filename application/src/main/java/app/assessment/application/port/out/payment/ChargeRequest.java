package app.assessment.application.port.out.payment;

import app.assessment.domain.payment.Amount;
import app.assessment.domain.payment.PaymentMethod;
import java.time.LocalDate;
import java.util.Objects;

/**
 * What the provider needs to charge a participant for one assignment.
 *
 * @param externalReference the assignment id; the provider echoes it in webhooks
 * @param payerReference a stable id of the participant, to find or create the provider's customer
 * @param payerDocument the payer's CPF or CNPJ, normalized; the provider refuses a charge without one
 */
public record ChargeRequest(
        String externalReference,
        PaymentMethod method,
        Amount amount,
        LocalDate dueDate,
        String description,
        String payerReference,
        String payerName,
        String payerEmail,
        String payerDocument) {

    public ChargeRequest {
        Objects.requireNonNull(externalReference, "externalReference");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(amount, "amount");
        Objects.requireNonNull(dueDate, "dueDate");
        Objects.requireNonNull(payerReference, "payerReference");
        Objects.requireNonNull(payerName, "payerName");
        Objects.requireNonNull(payerDocument, "payerDocument");
        if (!method.isProvider()) {
            throw new IllegalArgumentException("method " + method + " is not charged through the provider");
        }
    }
}
