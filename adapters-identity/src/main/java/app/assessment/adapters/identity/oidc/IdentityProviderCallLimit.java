package app.assessment.adapters.identity.oidc;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.function.Supplier;
import org.eclipse.microprofile.faulttolerance.Bulkhead;

/**
 * One bulkhead shared by every call to an identity provider (discovery, token endpoint, JWKS):
 * at most {@code OIDC_MAX_CONCURRENT_CALLS} (4) in flight on this instance, as for Asaas and SMTP
 * (ADR 0009). Each call holds a request's worker thread for up to its timeout (10 s), and the
 * worker pool is sized for short CPU-bound requests: without this a slow provider could take
 * every thread. A call over the limit fails at once with {@code BulkheadException}, which
 * {@link OidcHttp} reports as the provider being unavailable.
 *
 * <p>The limit is configured under {@code quarkus.fault-tolerance."<this class>/run".bulkhead.value}.
 */
@ApplicationScoped
public class IdentityProviderCallLimit {

    @Bulkhead(4)
    public <T> T run(Supplier<T> call) {
        return call.get();
    }
}
