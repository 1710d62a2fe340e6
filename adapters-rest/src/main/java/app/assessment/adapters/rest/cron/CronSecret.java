package app.assessment.adapters.rest.cron;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The expected cron header, read on first use rather than when JAX-RS builds its filters at
 * boot, so a production start without the secret is stopped by the secrets guard, which names
 * every missing secret at once.
 */
@ApplicationScoped
public class CronSecret {

    private final byte[] expected;

    public CronSecret(@ConfigProperty(name = "app.cron.secret") String secret) {
        this.expected = ("Bearer " + secret).getBytes(StandardCharsets.UTF_8);
    }

    /** Constant-time comparison of the whole Authorization header. */
    public boolean matches(String authorization) {
        return authorization != null && MessageDigest.isEqual(expected, authorization.getBytes(StandardCharsets.UTF_8));
    }
}
