package app.assessment.adapters.payment.asaas;

import app.assessment.adapters.payment.AsaasConfig;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.MultivaluedHashMap;
import jakarta.ws.rs.core.MultivaluedMap;
import java.util.Optional;
import org.eclipse.microprofile.rest.client.ext.ClientHeadersFactory;

/**
 * Adds the API key ({@code access_token}) and the {@code User-Agent} Asaas requires of accounts
 * created since June 2024. The key is only ever written into the outgoing header.
 */
@ApplicationScoped
class AsaasHeaders implements ClientHeadersFactory {

    static final String USER_AGENT = "assessment-service";

    private final Optional<String> apiKey;

    AsaasHeaders(AsaasConfig config) {
        this.apiKey = config.apiKey();
    }

    @Override
    public MultivaluedMap<String, String> update(MultivaluedMap<String, String> incoming,
            MultivaluedMap<String, String> outgoing) {
        MultivaluedMap<String, String> headers = new MultivaluedHashMap<>(outgoing);
        apiKey.ifPresent(key -> headers.putSingle("access_token", key));
        headers.putSingle("User-Agent", USER_AGENT);
        return headers;
    }
}
