package app.assessment.application.port.out.auth;

import java.util.Objects;

/**
 * What one sign-in attempt sends to an identity provider and must get back: the {@code state} that ties the
 * callback to the browser, the {@code nonce} the id_token must repeat and the PKCE verifier (RFC 7636). The
 * browser keeps them between the two trips (the REST adapter's encrypted cookie); nothing is stored here.
 */
public record ProviderAttempt(String state, String nonce, String codeVerifier) {

    public ProviderAttempt {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(nonce, "nonce");
        Objects.requireNonNull(codeVerifier, "codeVerifier");
    }
}
