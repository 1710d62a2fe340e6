package app.assessment.adapters.rest.security;

import io.quarkus.security.identity.request.BaseAuthenticationRequest;

/** A verified token waiting for its server-side session check. */
public class SessionTokenRequest extends BaseAuthenticationRequest {

    private final SessionTokens.Claims claims;

    public SessionTokenRequest(SessionTokens.Claims claims) {
        this.claims = claims;
    }

    public SessionTokens.Claims claims() {
        return claims;
    }
}
