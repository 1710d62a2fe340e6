package app.assessment.adapters.payment.asaas;

import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.domain.shared.DomainException;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.ext.Provider;

/**
 * The {@code asaas-access-token} header must equal the configured token (docs/api.md §4), compared
 * in constant time. Runs before the body is read, so an unauthenticated call is 401 whatever it
 * sends and reaches no use case.
 */
@Provider
@AsaasWebhookSecured
@Priority(Priorities.AUTHENTICATION)
public class AsaasWebhookTokenFilter implements ContainerRequestFilter {

    static final String HEADER = "asaas-access-token";

    private final AsaasWebhookToken token;
    private final OperationalMetrics metrics;

    public AsaasWebhookTokenFilter(AsaasWebhookToken token, OperationalMetrics metrics) {
        this.token = token;
        this.metrics = metrics;
    }

    @Override
    public void filter(ContainerRequestContext context) {
        if (!token.matches(context.getHeaderString(HEADER))) {
            metrics.providerEvent("rejected");
            throw new DomainException(DomainException.Kind.UNAUTHENTICATED, "UNAUTHENTICATED",
                    "A valid asaas-access-token header is required");
        }
    }
}
