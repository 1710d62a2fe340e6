package app.assessment.adapters.payment.asaas;

import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.UpstreamBusyException;
import java.util.function.Supplier;
import org.eclipse.microprofile.faulttolerance.exceptions.BulkheadException;
import org.jboss.logging.Logger;

/**
 * Turns whatever an Asaas call throws into the failures the port promises:
 * <ul>
 *   <li>400 and 422 (Asaas refuses the request, e.g. {@code invalid_customer.cpfCnpj}): 422
 *       {@code PAYMENT_PROVIDER_REJECTED} with Asaas' own description, since retrying cannot
 *       help and the administrator may be able to fix the input;</li>
 *   <li>429: 503 {@code PAYMENT_PROVIDER_BUSY} with the seconds of {@code RateLimit-Reset}, and
 *       no call reaches Asaas before then ({@link AsaasRateLimitGate});</li>
 *   <li>401 and 403 (the API key or its environment is wrong): 502 with an ERROR line for the
 *       operator; timeouts, 5xx and unreadable answers: 502 {@code PAYMENT_PROVIDER_UNAVAILABLE}.</li>
 * </ul>
 * Logs carry the operation, status and error codes and descriptions; never the API key, request
 * bodies or successful answers, which hold personal data (the payer's CPF/CNPJ among them).
 */
final class AsaasFailures {

    static final String CODE = "PAYMENT_PROVIDER_UNAVAILABLE";
    static final String REJECTED = "PAYMENT_PROVIDER_REJECTED";
    static final String BUSY = "PAYMENT_PROVIDER_BUSY";

    private static final Logger LOG = Logger.getLogger(AsaasFailures.class);

    private AsaasFailures() {
    }

    static <T> T translated(String operation, AsaasRateLimitGate gate, Supplier<T> call) {
        long closed = gate.secondsClosed();
        if (closed > 0) {
            throw busy(closed);
        }
        try {
            return call.get();
        } catch (DomainException alreadyTranslated) {
            throw alreadyTranslated;
        } catch (AsaasHttpException.RateLimited e) {
            gate.closeFor(e.resetSeconds());
            LOG.warnf("Asaas %s refused: request limit reached (HTTP 429); no call before %d s have passed", operation,
                    e.resetSeconds());
            throw busy(e.resetSeconds());
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

    private static DomainException busy(long seconds) {
        return new UpstreamBusyException(BUSY, "The payment provider is limiting requests; try again in " + seconds + " s", seconds);
    }

    private static DomainException fromStatus(String operation, AsaasHttpException e) {
        int status = e.status();
        String descriptions = e.descriptions();
        if (status == 401 || status == 403) {
            LOG.errorf("Asaas %s refused the credentials (HTTP %d): check ASAAS_API_KEY (quoted in .env files: it starts "
                    + "with $) and that the base URL belongs to the key's environment (sandbox or production)", operation, status);
            return unavailable("The payment provider refused the service's credentials");
        }
        LOG.warnf("Asaas %s failed: %s%s", operation, e.getMessage(), descriptions.isEmpty() ? "" : " " + descriptions);
        if (status == 400 || status == 422) {
            return new DomainException(DomainException.Kind.UNPROCESSABLE, REJECTED, descriptions.isEmpty()
                    ? "The payment provider refused the request (HTTP " + status + ")"
                    : "The payment provider refused the request: " + descriptions);
        }
        if (status >= 500) {
            return unavailable("The payment provider is unavailable (HTTP " + status + "); try again later");
        }
        return unavailable("The payment provider answered HTTP " + status);
    }
}
