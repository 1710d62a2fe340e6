package app.assessment.bootstrap;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a production start demands of its settings (the secrets and the database): present, long
 * enough, and not one of the development values committed in application.properties. The one list
 * of rules, checked before Quarkus starts (ProductionSettings) and again once it has
 * (ProductionSecretsGuard).
 */
final class SecretsPolicy {

    static final String DEV_MARKER = "dev-only-";
    static final String ADMIN_PASSWORD_KEY = "app.bootstrap.admin-password";

    /** A secret: its environment variable, the configuration key it feeds, its minimum length. */
    record Requirement(String variable, String key, int minLength) {
    }

    static final List<Requirement> REQUIRED = List.of(
            // Not a secret, but production has no database of its own either.
            new Requirement("DB_URL", "quarkus.datasource.jdbc.url", 1),
            new Requirement("SESSION_SECRET", "app.session.secret", 32),
            new Requirement("CRON_SECRET", "app.cron.secret", 24),
            // Without a key the service would fall back to the simulated payment provider.
            new Requirement("ASAAS_API_KEY", "app.asaas.api-key", 20),
            new Requirement("ASAAS_WEBHOOK_TOKEN", "app.asaas.webhook-token", 24));

    private SecretsPolicy() {
    }

    /**
     * @param values configuration values by key (missing keys absent or blank)
     * @param devAdminPassword the committed development password of the first administrator
     * @return one line per broken rule; empty when the start may proceed
     */
    static List<String> violations(Map<String, String> values, String devAdminPassword) {
        List<String> problems = new ArrayList<>();
        for (Requirement requirement : REQUIRED) {
            String value = values.get(requirement.key());
            if (value == null || value.isBlank()) {
                problems.add(requirement.variable() + " is not set");
            } else if (value.startsWith(DEV_MARKER)) {
                problems.add(requirement.variable() + " is a development default");
            } else if (value.length() < requirement.minLength()) {
                problems.add(requirement.variable() + " must have at least " + requirement.minLength() + " characters");
            }
        }
        String adminPassword = values.get(ADMIN_PASSWORD_KEY);
        if (adminPassword != null && adminPassword.equals(devAdminPassword)) {
            problems.add("BOOTSTRAP_ADMIN_PASSWORD is the development default password");
        }
        return problems;
    }
}
