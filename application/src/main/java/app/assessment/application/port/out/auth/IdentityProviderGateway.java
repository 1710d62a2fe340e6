package app.assessment.application.port.out.auth;

import java.util.List;

/**
 * The configured external identity providers (OpenID Connect, ADR 0002), run by someone else. A provider that
 * cannot be reached or answers unexpectedly is {@code IDENTITY_PROVIDER_UNAVAILABLE}; each refusal of the
 * protocol (rejected code, invalid id_token or nonce, unverified e-mail) is an UNAUTHENTICATED with its code.
 */
public interface IdentityProviderGateway {

    /** Every configured provider, by name. */
    List<Provider> providers();

    /** Where the browser goes to sign in at {@code provider} for this attempt; the provider returns it to {@code redirectUri}. */
    String authorizationUrl(String provider, ProviderAttempt attempt, String redirectUri);

    /** Redeems the provider's code for this attempt and answers the login e-mail the provider vouches for. */
    String verifiedEmail(String provider, String code, ProviderAttempt attempt, String redirectUri);

    /** {@code displayName} is what sign-in pages show; the name when none is configured. */
    record Provider(String name, String displayName) {
    }
}
