package app.assessment.adapters.rest.security;

import io.quarkus.security.identity.request.BaseAuthenticationRequest;

/** A bearer value shaped like an organization API key, and the address it came from (for "last used from"). */
public class ApiKeyRequest extends BaseAuthenticationRequest {

    private final String key;
    private final String ip;

    public ApiKeyRequest(String key, String ip) {
        this.key = key;
        this.ip = ip;
    }

    String key() {
        return key;
    }

    String ip() {
        return ip;
    }

    /** Never the key: requests end up in debug logs. */
    @Override
    public String toString() {
        return "ApiKeyRequest";
    }
}
