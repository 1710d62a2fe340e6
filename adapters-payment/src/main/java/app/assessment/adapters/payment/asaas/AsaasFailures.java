package app.assessment.adapters.payment.asaas;

import app.assessment.domain.shared.DomainException;
import java.util.function.Supplier;
import org.eclipse.microprofile.faulttolerance.exceptions.BulkheadException;
import org.jboss.logging.Logger;

/**
 * Turns whatever an Asaas call throws into the one failure the port promises:
 * {@code UPSTREAM_FAILED} / {@code PAYMENT_PROVIDER_UNAVAILABLE} (HTTP 502).
 *
 * <p>The message reaches the administrator who asked for the charge, so it says what happened
 * without internals. A 400 is about the request the service sent (an amount, a due date, the
 * payer's data), so its Asaas descriptions are part of the message: the administrator may be
 * able to fix the input. Logs carry the operation, status and error codes and descriptions;
 * never the API key, request bodies or successful answers, which hold personal data.
 */
final class AsaasFailures {

    static final String CODE = "PAYMENT_PROVIDER_UNAVAILABLE";

    private static final Logger LOG = Logger.getLogger(AsaasFailures.class);

    private AsaasFailures() {
    }

    static <T> T translated(String operation, Supplier<T> call) {
        try {
            return call.get();
        } catch (DomainException alreadyTranslated) {
            throw alreadyTranslated;
        } catch (AsaasHttpException e) {
            throw fromStatus(operation, e);
        } catch (BulkheadException e) {
            LOG.warnf("Asaas %s not attempted: the calls already in flight are at the limit (AsaasCallLimit)", operation);
            throw unavailable("The payment provider is slow to answer and other calls are waiting on it; try again in a minute");
        } catch (RuntimeException e) {
            // Connection refused, DNS, TLS, read or connect timeout, an unreadable answer: all
            // arrive as ProcessingException or its causes, and all mean "no usable answer".
            LOG.warnf("Asaas %s failed without an answer: %s", operation, e.toString());
            LOG.debug("Asaas failure detail", e);
            throw unavailable("The payment provider did not answer; try again later");
        }
    }

    static DomainException unavailable(String message) {
        return new DomainException(DomainException.Kind.UPSTREAM_FAILED, CODE, message);
    }

    private static DomainException fromStatus(String operation, AsaasHttpException e) {
        int status = e.status();
        String descriptions = e.descriptions();
        if (status == 401 || status == 403) {
            LOG.errorf("Asaas %s refused the credentials (HTTP %d): check ASAAS_API_KEY and the base URL's environment",
                    operation, status);
            return unavailable("The payment provider refused the service's credentials");
        }
        LOG.warnf("Asaas %s failed: %s%s", operation, e.getMessage(), descriptions.isEmpty() ? "" : " " + descriptions);
        if (status == 400 && !descriptions.isEmpty()) {
            return unavailable("The payment provider refused the request: " + descriptions);
        }
        if (status == 429) {
            return unavailable("The payment provider is limiting requests; try again in a minute");
        }
        if (status >= 500) {
            return unavailable("The payment provider is unavailable (HTTP " + status + "); try again later");
        }
        return unavailable("The payment provider answered HTTP " + status);
    }
}
