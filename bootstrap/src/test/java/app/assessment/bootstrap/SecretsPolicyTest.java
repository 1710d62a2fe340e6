package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class SecretsPolicyTest {

    private static final String DB_URL = "quarkus.datasource.jdbc.url";
    private static final String STRONG = "k3Q9vR7mX2pL8sT4wY6zB1nC5dF0gH3j";

    @Test
    void missingSecrets_areEachNamed() {
        assertThat(SecretsPolicy.violations(Map.of(), "admin12345"))
                .containsExactly("DB_URL is not set", "SESSION_SECRET is not set", "CRON_SECRET is not set",
                        "ASAAS_API_KEY is not set", "ASAAS_WEBHOOK_TOKEN is not set");
    }

    @Test
    void developmentDefaults_areRefused() {
        Map<String, String> values = Map.of(DB_URL, "jdbc:postgresql://db/app",
                "app.session.secret", "dev-only-session-secret-0123456789abcdef",
                "app.cron.secret", STRONG,
                "app.asaas.api-key", STRONG,
                "app.asaas.webhook-token", "dev-only-asaas-webhook-token-0123456789",
                "app.bootstrap.admin-password", "admin12345");
        assertThat(SecretsPolicy.violations(values, "admin12345"))
                .containsExactly("SESSION_SECRET is a development default",
                        "ASAAS_WEBHOOK_TOKEN is a development default",
                        "BOOTSTRAP_ADMIN_PASSWORD is the development default password");
    }

    @Test
    void shortSecret_isRefused() {
        Map<String, String> values = Map.of(DB_URL, "jdbc:postgresql://db/app", "app.session.secret", "short", "app.cron.secret", STRONG,
                "app.asaas.api-key", "$aact_short", "app.asaas.webhook-token", STRONG);
        assertThat(SecretsPolicy.violations(values, "admin12345"))
                .containsExactly("SESSION_SECRET must have at least 32 characters",
                        "ASAAS_API_KEY must have at least 20 characters");
    }

    @Test
    void strongSecrets_pass() {
        Map<String, String> values = Map.of(DB_URL, "jdbc:postgresql://db/app", "app.session.secret", STRONG, "app.cron.secret", STRONG,
                "app.asaas.api-key", "$aact_prod_" + STRONG, "app.asaas.webhook-token", STRONG,
                "app.bootstrap.admin-password", "a-real-password-1");
        assertThat(SecretsPolicy.violations(values, "admin12345")).isEmpty();
    }
}
