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
    /** What the deployment examples (deploy/, compose) put where a real value belongs. */
    static final String EXAMPLE_MARKER = "change-me";
    static final String ADMIN_PASSWORD_KEY = "app.bootstrap.admin-password";

    /**
     * A secret: its environment variable, the configuration key it feeds, its length bounds and
     * whether it may contain white space.
     */
    record Requirement(String variable, String key, int minLength, int maxLength, boolean spacesAllowed) {
        Requirement(String variable, String key, int minLength) {
            this(variable, key, minLength, Integer.MAX_VALUE, true);
        }
    }

    static final List<Requirement> REQUIRED = List.of(
            // Not a secret, but production has no database of its own either.
            new Requirement("DB_URL", "quarkus.datasource.jdbc.url", 1),
            new Requirement("SESSION_SECRET", "app.session.secret", 32),
            new Requirement("CRON_SECRET", "app.cron.secret", 24),
            // Without a key the service would fall back to the simulated payment provider.
            new Requirement("ASAAS_API_KEY", "app.asaas.api-key", 20),
            // Asaas accepts a webhook authentication token of 32 to 255 characters without spaces only.
            new Requirement("ASAAS_WEBHOOK_TOKEN", "app.asaas.webhook-token", 32, 255, false));

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
            } else if (value.contains(EXAMPLE_MARKER)) {
                problems.add(requirement.variable() + " is still the example's placeholder");
            } else if (value.length() < requirement.minLength()) {
                problems.add(requirement.variable() + " must have at least " + requirement.minLength() + " characters");
            } else if (value.length() > requirement.maxLength()) {
                problems.add(requirement.variable() + " must have at most " + requirement.maxLength() + " characters");
            } else if (!requirement.spacesAllowed() && value.chars().anyMatch(Character::isWhitespace)) {
                problems.add(requirement.variable() + " must not contain spaces");
            }
        }
        problems.addAll(backupKeyViolations(values));
        String adminPassword = values.get(ADMIN_PASSWORD_KEY);
        if (adminPassword != null && adminPassword.equals(devAdminPassword)) {
            problems.add("BOOTSTRAP_ADMIN_PASSWORD is the development default password");
        } else if (adminPassword != null && adminPassword.contains(EXAMPLE_MARKER)) {
            problems.add("BOOTSTRAP_ADMIN_PASSWORD is still the example's placeholder");
        }
        return problems;
    }

    static final String BACKUP_SCHEDULE = "app.backup.schedule";
    static final List<String> BACKUP_KEYS = List.of("app.backup.public-keys", "app.backup.passphrase");

    /** Scheduled backups need something to encrypt them with; a schedule of "off" (or "disabled") needs none. */
    static List<String> backupKeyViolations(Map<String, String> values) {
        String schedule = values.get(BACKUP_SCHEDULE);
        boolean scheduled = schedule != null && !schedule.isBlank() && !schedule.strip().equalsIgnoreCase("off")
                && !schedule.strip().equalsIgnoreCase("disabled");
        boolean keyed = BACKUP_KEYS.stream().map(values::get).anyMatch(v -> v != null && !v.isBlank());
        if (scheduled && !keyed) {
            return List.of("BACKUP_PUBLIC_KEYS or BACKUP_PASSPHRASE must be set while BACKUP_SCHEDULE is on");
        }
        String passphrase = values.get("app.backup.passphrase");
        return passphrase != null && passphrase.contains(EXAMPLE_MARKER)
                ? List.of("BACKUP_PASSPHRASE is still the example's placeholder") : List.of();
    }
}
