package app.assessment.application.port.in.auth;

import app.assessment.application.port.out.auth.IdentityProviderGateway.Provider;
import app.assessment.application.port.out.auth.ProviderAttempt;
import java.util.List;

/** The external identity providers a person may sign in with, and the start of a sign-in at one (ADR 0002). */
public interface IdentityProviderUseCases {

    /** Every configured provider, by name. */
    List<Provider> providers();

    /** The provider of this name; 404 when none is configured (no hint what is). */
    Provider provider(String name);

    /** A new attempt at {@code provider}: its secrets, to keep until the callback, and where the browser goes. */
    Start start(String provider, String redirectUri);

    record Start(ProviderAttempt attempt, String authorizationUrl) {
    }
}
