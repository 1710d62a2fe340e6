package app.assessment.adapters.payment.asaas;

import app.assessment.adapters.payment.AsaasConfig;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.domain.shared.DomainException;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.ext.Provider;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * The {@code asaas-access-token} header must equal the configured token (CONTRACT §4), compared
 * in constant time. Runs before the body is read, so an unauthenticated call is 401 whatever it
 * sends and reaches no use case.
 */
@Provider
@AsaasWebhookSecured
@Priority(Priorities.AUTHENTICATION)
public class AsaasWebhookTokenFilter implements ContainerRequestFilter {

    static final String HEADER = "asaas-access-token";

    private final byte[] expected;
    private final OperationalMetrics metrics;

    public AsaasWebhookTokenFilter(AsaasConfig config, OperationalMetrics metrics) {
        // No token (a misconfigured dev start): every call is refused.
        this.expected = config.webhookToken().orElse("").getBytes(StandardCharsets.UTF_8);
        this.metrics = metrics;
    }

    @Override
    public void filter(ContainerRequestContext context) {
        String given = context.getHeaderString(HEADER);
        if (expected.length == 0 || given == null || !MessageDigest.isEqual(expected, given.getBytes(StandardCharsets.UTF_8))) {
            metrics.providerEvent("rejected");
            throw new DomainException(DomainException.Kind.UNAUTHENTICATED, "UNAUTHENTICATED",
                    "A valid asaas-access-token header is required");
        }
    }
}
