package app.assessment.application.service.auth;

import app.assessment.application.port.in.auth.IdentityProviderUseCases;
import app.assessment.application.port.out.auth.IdentityProviderGateway;
import app.assessment.application.port.out.auth.IdentityProviderGateway.Provider;
import app.assessment.application.port.out.auth.ProviderAttempt;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.List;

/** Lists the configured identity providers and starts an attempt at one; nothing is stored (the browser keeps it). */
@ApplicationScoped
public class IdentityProviderService implements IdentityProviderUseCases {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Base64.Encoder BASE64URL = Base64.getUrlEncoder().withoutPadding();

    private final IdentityProviderGateway gateway;

    public IdentityProviderService(IdentityProviderGateway gateway) {
        this.gateway = gateway;
    }

    @Override
    public List<Provider> providers() {
        return gateway.providers();
    }

    @Override
    public Provider provider(String name) {
        return gateway.providers().stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow(() -> DomainException.notFound("Identity provider"));
    }

    @Override
    public Start start(String provider, String redirectUri) {
        ProviderAttempt attempt = new ProviderAttempt(random(), random(), random());
        return new Start(attempt, gateway.authorizationUrl(provider(provider).name(), attempt, redirectUri));
    }

    /** 256 bits, base64url: 43 characters, inside PKCE's allowed verifier alphabet and length (RFC 7636 §4.1). */
    private static String random() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return BASE64URL.encodeToString(bytes);
    }
}
