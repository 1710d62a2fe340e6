package app.assessment.adapters.payment.asaas;

import app.assessment.adapters.payment.AsaasConfig;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * The expected {@code asaas-access-token}, read on first use rather than when JAX-RS builds its
 * filters at static init, where the runtime configuration (and so {@link AsaasConfig}) is not
 * there yet; as {@code CronSecret} does for the cron routes.
 */
@ApplicationScoped
class AsaasWebhookToken {

    private final byte[] expected;

    AsaasWebhookToken(AsaasConfig config) {
        // No token (a misconfigured dev start): every call is refused.
        this.expected = config.webhookToken().orElse("").getBytes(StandardCharsets.UTF_8);
    }

    /** Constant-time comparison with the configured token. */
    boolean matches(String given) {
        return expected.length > 0 && given != null && MessageDigest.isEqual(expected, given.getBytes(StandardCharsets.UTF_8));
    }
}
