package app.assessment.adapters.payment.asaas;

import app.assessment.adapters.payment.asaas.AsaasJson.Errors;
import java.util.stream.Collectors;

/**
 * Asaas answered with an error status. Split in two so that retries can tell a failure worth
 * repeating ({@link Unavailable}: 429 and 5xx) from an answer that repeats itself ({@link Rejected}).
 */
abstract sealed class AsaasHttpException extends RuntimeException {

    private final int status;
    private final transient Errors errors;

    private AsaasHttpException(int status, Errors errors) {
        // The message carries codes only: descriptions are read deliberately, never by accident.
        super("Asaas answered HTTP " + status + codes(errors));
        this.status = status;
        this.errors = errors;
    }

    static AsaasHttpException of(int status, Errors errors) {
        return status == 429 || status >= 500 ? new Unavailable(status, errors) : new Rejected(status, errors);
    }

    int status() {
        return status;
    }

    /** The provider's descriptions joined, e.g. "The value field must be informed"; empty when none. */
    String descriptions() {
        return errors.errors().stream()
                .map(AsaasJson.Error::description)
                .filter(d -> d != null && !d.isBlank())
                .collect(Collectors.joining("; "));
    }

    private static String codes(Errors errors) {
        return errors.errors().isEmpty() ? ""
                : errors.errors().stream().map(AsaasJson.Error::code).collect(Collectors.joining(", ", " (", ")"));
    }

    /** 4xx but 429: the same request gets the same answer. */
    static final class Rejected extends AsaasHttpException {
        Rejected(int status, Errors errors) {
            super(status, errors);
        }
    }

    /** 429 or 5xx: the provider may answer differently a moment later. */
    static final class Unavailable extends AsaasHttpException {
        Unavailable(int status, Errors errors) {
            super(status, errors);
        }
    }
}
