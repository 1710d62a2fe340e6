package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.PropertiesConfigSourceLoader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.junit.jupiter.api.Test;

/**
 * The production constraints on the secrets (the {@code Production} group of the configuration
 * mappings), through the check a production start runs: the service's own application.properties
 * under the prod profile, with these environment variables.
 */
class SecretsPolicyTest {

    private static final String DB_URL = "jdbc:postgresql://db/app";
    private static final String STRONG = "k3Q9vR7mX2pL8sT4wY6zB1nC5dF0gH3j";

    @Test
    void missingSecrets_areEachNamed() {
        assertThat(problems(Map.of()))
                .containsExactly("DB_URL is not set", "SESSION_SECRET is not set", "CRON_SECRET is not set",
                        "ASAAS_API_KEY is not set", "ASAAS_WEBHOOK_TOKEN is not set");
    }

    @Test
    void developmentDefaults_areRefused() {
        Map<String, String> environment = Map.of("DB_URL", DB_URL,
                "SESSION_SECRET", "dev-only-session-secret-0123456789abcdef",
                "CRON_SECRET", STRONG,
                "ASAAS_API_KEY", STRONG,
                "ASAAS_WEBHOOK_TOKEN", "dev-only-asaas-webhook-token-0123456789",
                "BOOTSTRAP_ADMIN_PASSWORD", "admin12345");
        assertThat(problems(environment))
                .containsExactly("SESSION_SECRET is a development default",
                        "ASAAS_WEBHOOK_TOKEN is a development default",
                        "BOOTSTRAP_ADMIN_PASSWORD is the development default password");
    }

    @Test
    void theDeploymentExamplesPlaceholders_areRefused() {
        // Placeholders as deploy/compose.env.example and deploy/kubernetes/secret.yaml write them, long enough to pass the length rules.
        Map<String, String> environment = Map.of("DB_URL", "jdbc:postgresql://postgres:5432/assessment",
                "SESSION_SECRET", "change-me-at-least-32-characters-long-secret",
                "CRON_SECRET", "change-me-at-least-24-characters",
                "ASAAS_API_KEY", "$aact_change-me-to-the-production-key",
                "ASAAS_WEBHOOK_TOKEN", "change-me-32-to-255-characters-no-spaces",
                "BOOTSTRAP_ADMIN_PASSWORD", "change-me-first-admin-password",
                "BACKUP_PASSPHRASE", "change-me-long-backup-passphrase");
        assertThat(problems(environment))
                .containsExactly("SESSION_SECRET is still the example's placeholder",
                        "CRON_SECRET is still the example's placeholder",
                        "ASAAS_API_KEY is still the example's placeholder",
                        "ASAAS_WEBHOOK_TOKEN is still the example's placeholder",
                        "BACKUP_PASSPHRASE is still the example's placeholder",
                        "BOOTSTRAP_ADMIN_PASSWORD is still the example's placeholder");
    }

    @Test
    void shortSecret_isRefused() {
        Map<String, String> environment = Map.of("DB_URL", DB_URL, "SESSION_SECRET", "short", "CRON_SECRET", STRONG,
                "ASAAS_API_KEY", "$aact_short", "ASAAS_WEBHOOK_TOKEN", STRONG);
        assertThat(problems(environment))
                .containsExactly("SESSION_SECRET must have at least 32 characters",
                        "ASAAS_API_KEY must have at least 20 characters");
    }

    @Test
    void webhookToken_mustBeOneAsaasAccepts_32To255CharactersWithoutSpaces() {
        assertThat(problems(strongWith("ASAAS_WEBHOOK_TOKEN", "k3Q9vR7mX2pL8sT4wY6zB1nC5dF0gH3")))
                .containsExactly("ASAAS_WEBHOOK_TOKEN must have at least 32 characters");
        assertThat(problems(strongWith("ASAAS_WEBHOOK_TOKEN", "k".repeat(256))))
                .containsExactly("ASAAS_WEBHOOK_TOKEN must have at most 255 characters");
        assertThat(problems(strongWith("ASAAS_WEBHOOK_TOKEN", "k3Q9vR7mX2pL8sT4 wY6zB1nC5dF0gH3j")))
                .containsExactly("ASAAS_WEBHOOK_TOKEN must not contain spaces");
        assertThat(problems(strongWith("ASAAS_WEBHOOK_TOKEN", "k".repeat(255)))).isEmpty();
    }

    @Test
    void strongSecrets_pass() {
        assertThat(problems(strongWith("BOOTSTRAP_ADMIN_PASSWORD", "a-real-password-1"))).isEmpty();
    }

    @Test
    void backupsScheduledWithoutKey_areRefused_offOrKeyedPass() {
        assertThat(problems(strongWith("BACKUP_SCHEDULE", "0 0 3 * * ?")))
                .containsExactly("BACKUP_PUBLIC_KEYS or BACKUP_PASSPHRASE must be set while BACKUP_SCHEDULE is on");
        Map<String, String> withPassphrase = strongWith("BACKUP_SCHEDULE", "0 0 3 * * ?");
        withPassphrase.put("BACKUP_PASSPHRASE", "x");
        assertThat(problems(withPassphrase)).isEmpty();
        Map<String, String> withKeys = strongWith("BACKUP_SCHEDULE", "0 0 3 * * ?");
        withKeys.put("BACKUP_PUBLIC_KEYS", "k");
        assertThat(problems(withKeys)).isEmpty();
        assertThat(problems(strongWith("BACKUP_SCHEDULE", "off"))).isEmpty();
    }

    /** Every required secret strong, and one more variable. */
    private static Map<String, String> strongWith(String variable, String value) {
        Map<String, String> environment = new HashMap<>(Map.of("DB_URL", DB_URL, "SESSION_SECRET", STRONG, "CRON_SECRET", STRONG,
                "ASAAS_API_KEY", "$aact_prod_" + STRONG, "ASAAS_WEBHOOK_TOKEN", STRONG));
        environment.put(variable, value);
        return environment;
    }

    private static List<String> problems(Map<String, String> environment) {
        List<ConfigSource> sources = new ArrayList<>(List.of(new PropertiesConfigSource(environment, "environment", 300)));
        sources.addAll(PropertiesConfigSourceLoader.inClassPath("application.properties", 250,
                SecretsPolicyTest.class.getClassLoader()));
        return ProductionSettings.problems(List.of("prod"), sources);
    }
}
