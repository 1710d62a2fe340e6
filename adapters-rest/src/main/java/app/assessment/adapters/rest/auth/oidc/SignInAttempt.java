package app.assessment.adapters.rest.auth.oidc;

import app.assessment.application.port.out.auth.ProviderAttempt;

/**
 * One browser's trip to the identity provider and back, as its cookie holds it: the provider, the values the
 * provider call needs ({@link ProviderAttempt}: state, nonce, PKCE verifier) and where to land afterwards
 * (already checked against open redirects).
 */
public record SignInAttempt(String provider, String state, String nonce, String codeVerifier, String returnTo) {

    public static SignInAttempt of(String provider, ProviderAttempt secrets, String returnTo) {
        return new SignInAttempt(provider, secrets.state(), secrets.nonce(), secrets.codeVerifier(), returnTo);
    }

    public ProviderAttempt secrets() {
        return new ProviderAttempt(state, nonce, codeVerifier);
    }
}
