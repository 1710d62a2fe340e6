package app.assessment.adapters.rest.cron;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * The expected cron header, read on first use rather than when JAX-RS builds its filters at
 * boot, so a production start without the secret is stopped by the secrets guard, which names
 * every missing secret at once.
 */
@ApplicationScoped
public class CronSecret {

    private final byte[] expected;

    public CronSecret(CronConfig config) {
        String secret = config.secret().orElseThrow(() -> new IllegalStateException("CRON_SECRET is not set"));
        this.expected = ("Bearer " + secret).getBytes(StandardCharsets.UTF_8);
    }

    /** Constant-time comparison of the whole Authorization header. */
    public boolean matches(String authorization) {
        return authorization != null && MessageDigest.isEqual(expected, authorization.getBytes(StandardCharsets.UTF_8));
    }
}
