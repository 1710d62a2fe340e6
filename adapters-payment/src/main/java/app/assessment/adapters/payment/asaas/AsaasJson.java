package app.assessment.adapters.payment.asaas;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.util.List;

/**
 * The JSON shapes of Asaas API v3 that this adapter reads and writes, reduced to the fields it
 * uses. Responses ignore everything else, so a field Asaas adds never breaks a call.
 */
final class AsaasJson {

    private AsaasJson() {
    }

    /** A list answer ({@code object: "list"}); searches here never need more than the first page. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Page<T>(List<T> data) {
        Page {
            data = data == null ? List.of() : List.copyOf(data);
        }
    }

    /** {@code cpfCnpj} comes back without punctuation, as this service stores it. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Customer(String id, String name, String cpfCnpj, String externalReference, Boolean deleted) {
        boolean live() {
            return !Boolean.TRUE.equals(deleted);
        }
    }

    /**
     * {@code notificationDisabled}: Asaas e-mails and texts the customer about the charge unless
     * told not to; this service notifies participants itself, so by default it is true.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record NewCustomer(String name, String cpfCnpj, String email, String externalReference, Boolean notificationDisabled) {
    }

    /** {@code POST /v3/customers/{id}}: only the fields sent change. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record CustomerUpdate(String name, String cpfCnpj) {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record NewPayment(String customer, String billingType, BigDecimal value, String dueDate,
            String description, String externalReference) {
    }

    /** Dates are Asaas' local dates ({@code yyyy-MM-dd}); kept as text and parsed where used. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Payment(String id, String status, String billingType, BigDecimal value, String invoiceUrl,
            String externalReference, Boolean deleted, String paymentDate, String clientPaymentDate,
            String confirmedDate) {
        boolean live() {
            return !Boolean.TRUE.equals(deleted);
        }
    }

    /**
     * {@code encodedImage} is a base64 PNG without the data URL prefix; {@code expirationDate}
     * ({@code yyyy-MM-dd HH:mm:ss}, São Paulo) is the end of the creation day for an account
     * without a Pix key of its own.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record PixQrCode(String encodedImage, String payload, String expirationDate) {
    }

    /** The body of a 4xx answer: {@code {"errors":[{"code":"invalid_value","description":"..."}]}}. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Errors(List<Error> errors) {
        Errors {
            errors = errors == null ? List.of() : List.copyOf(errors);
        }
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record Error(String code, String description) {
    }

    /**
     * A webhook delivery: {@code {"id":"evt_...","event":"PAYMENT_RECEIVED","payment":{...}}}. The
     * payment carries many more fields (customer, value, billing type); only these are read.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record WebhookEvent(String id, String event, String dateCreated, WebhookPayment payment) {
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    record WebhookPayment(String id, String status, String externalReference, String paymentDate, String clientPaymentDate,
            String confirmedDate) {
    }
}
