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
    void theDeploymentExamplesPlaceholders_areRefused() {
        // Placeholders as deploy/compose.env.example and deploy/kubernetes/secret.yaml write them, long enough to pass the length rules.
        Map<String, String> values = Map.of(DB_URL, "jdbc:postgresql://postgres:5432/assessment",
                "app.session.secret", "change-me-at-least-32-characters-long-secret",
                "app.cron.secret", "change-me-at-least-24-characters",
                "app.asaas.api-key", "$aact_change-me-to-the-production-key",
                "app.asaas.webhook-token", "change-me-32-to-255-characters-no-spaces",
                "app.bootstrap.admin-password", "change-me-first-admin-password",
                "app.backup.passphrase", "change-me-long-backup-passphrase");
        assertThat(SecretsPolicy.violations(values, "admin12345"))
                .containsExactly("SESSION_SECRET is still the example's placeholder",
                        "CRON_SECRET is still the example's placeholder",
                        "ASAAS_API_KEY is still the example's placeholder",
                        "ASAAS_WEBHOOK_TOKEN is still the example's placeholder",
                        "BACKUP_PASSPHRASE is still the example's placeholder",
                        "BOOTSTRAP_ADMIN_PASSWORD is still the example's placeholder");
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
    void webhookToken_mustBeOneAsaasAccepts_32To255CharactersWithoutSpaces() {
        Map<String, String> base = Map.of(DB_URL, "jdbc:postgresql://db/app", "app.session.secret", STRONG, "app.cron.secret", STRONG,
                "app.asaas.api-key", "$aact_prod_" + STRONG);
        assertThat(SecretsPolicy.violations(with(base, "k3Q9vR7mX2pL8sT4wY6zB1nC5dF0gH3"), "admin12345"))
                .containsExactly("ASAAS_WEBHOOK_TOKEN must have at least 32 characters");
        assertThat(SecretsPolicy.violations(with(base, "k".repeat(256)), "admin12345"))
                .containsExactly("ASAAS_WEBHOOK_TOKEN must have at most 255 characters");
        assertThat(SecretsPolicy.violations(with(base, "k3Q9vR7mX2pL8sT4 wY6zB1nC5dF0gH3j"), "admin12345"))
                .containsExactly("ASAAS_WEBHOOK_TOKEN must not contain spaces");
        assertThat(SecretsPolicy.violations(with(base, "k".repeat(255)), "admin12345")).isEmpty();
    }

    private static Map<String, String> with(Map<String, String> values, String webhookToken) {
        Map<String, String> all = new java.util.HashMap<>(values);
        all.put("app.asaas.webhook-token", webhookToken);
        return all;
    }

    @Test
    void strongSecrets_pass() {
        Map<String, String> values = Map.of(DB_URL, "jdbc:postgresql://db/app", "app.session.secret", STRONG, "app.cron.secret", STRONG,
                "app.asaas.api-key", "$aact_prod_" + STRONG, "app.asaas.webhook-token", STRONG,
                "app.bootstrap.admin-password", "a-real-password-1");
        assertThat(SecretsPolicy.violations(values, "admin12345")).isEmpty();
    }

    @Test
    void backupsScheduledWithoutKey_areRefused_offOrKeyedPass() {
        assertThat(SecretsPolicy.backupKeyViolations(Map.of("app.backup.schedule", "0 0 3 * * ?")))
                .containsExactly("BACKUP_PUBLIC_KEYS or BACKUP_PASSPHRASE must be set while BACKUP_SCHEDULE is on");
        assertThat(SecretsPolicy.backupKeyViolations(Map.of("app.backup.schedule", "0 0 3 * * ?", "app.backup.passphrase", "x")))
                .isEmpty();
        assertThat(SecretsPolicy.backupKeyViolations(Map.of("app.backup.schedule", "0 0 3 * * ?", "app.backup.public-keys", "k")))
                .isEmpty();
        assertThat(SecretsPolicy.backupKeyViolations(Map.of("app.backup.schedule", "off"))).isEmpty();
        assertThat(SecretsPolicy.backupKeyViolations(Map.of())).isEmpty();
    }
}
