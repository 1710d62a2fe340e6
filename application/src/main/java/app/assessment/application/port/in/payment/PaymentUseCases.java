package app.assessment.application.port.in.payment;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.payment.Amount;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.people.PayerDocument;
import app.assessment.domain.shared.Check;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * The payment of one assignment (docs/api.md §3). Reading it is open to every user of the
 * organization; every change is for administrators. Another organization's assignment is 404.
 * Each change answers the payment as it stands afterwards.
 */
public interface PaymentUseCases {

    AssignmentPayment status(Caller caller, String assignmentId);

    /** A new pending charge; provider methods are created at the provider first. */
    AssignmentPayment create(CreateCommand command);

    AssignmentPayment confirm(Caller caller, String assignmentId);

    AssignmentPayment exempt(Caller caller, String assignmentId);

    AssignmentPayment cancel(Caller caller, String assignmentId);

    /** Asks the provider and applies its status. */
    AssignmentPayment sync(Caller caller, String assignmentId);

    /**
     * The request's words as sent; {@link #method()} and {@link #amount()} turn them into the
     * domain's values (400 naming the field). The service asks for them once it has found the
     * assignment, so another organization's id answers 404 whatever the body holds.
     */
    record CreateCommand(Caller caller, String assignmentId, String methodName, BigDecimal reais, String cpfCnpj) {
        public CreateCommand {
            Objects.requireNonNull(caller, "caller");
            Objects.requireNonNull(assignmentId, "assignmentId");
        }

        public PaymentMethod method() {
            return PaymentMethod.forNewCharge(methodName);
        }

        public Amount amount() {
            return new Amount(Check.required("amount", reais));
        }

        /** The payer document to set on the participant before charging, normalized; null when none was sent. */
        public String payerDocument() {
            return PayerDocument.normalizeOptional("cpfCnpj", cpfCnpj);
        }
    }
}
