package app.assessment.bootstrap.instances;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

/**
 * The environment a production deployment gives every instance, pointed at the servers the test
 * run uses (TestInfrastructure put their addresses in system properties): the same database, the
 * same Redis key space, the same SMTP server and secrets for all instances.
 */
final class ProductionEnvironment {

    static final String ADMIN_EMAIL = "instances-admin@example.com";
    static final String ADMIN_PASSWORD = "instances-admin-password-1";
    static final String CRON_SECRET = "instances-cron-secret-" + UUID.randomUUID();
    static final String WEBHOOK_TOKEN = "instances-webhook-token-" + UUID.randomUUID().toString().replace("-", "");
    /** How long an instance keeps serving with readiness DOWN after SIGTERM (SHUTDOWN_DELAY). */
    static final String SHUTDOWN_DELAY = "3S";

    private ProductionEnvironment() {
    }

    static Map<String, String> of(String asaasUrl, Path dataDir) {
        Map<String, String> env = new HashMap<>();
        env.put("DB_URL", required("quarkus.datasource.jdbc.url"));
        env.put("DB_USER", required("quarkus.datasource.username"));
        env.put("DB_PASSWORD", System.getProperty("quarkus.datasource.password", ""));
        env.put("REDIS_URL", required("quarkus.redis.hosts"));
        env.put("APP_REDIS_KEY_PREFIX", required("app.redis.key-prefix"));
        env.put("SMTP_HOST", required("quarkus.mailer.host"));
        env.put("SMTP_PORT", required("quarkus.mailer.port"));
        env.put("SMTP_STARTTLS", "DISABLED");
        env.put("SESSION_SECRET", "instances-session-secret-" + UUID.randomUUID());
        env.put("CRON_SECRET", CRON_SECRET);
        env.put("ASAAS_API_KEY", "$aact_instances_wiremock_" + UUID.randomUUID().toString().replace("-", ""));
        env.put("ASAAS_WEBHOOK_TOKEN", WEBHOOK_TOKEN);
        env.put("ASAAS_BASE_URL", asaasUrl);
        env.put("BOOTSTRAP_ADMIN_EMAIL", ADMIN_EMAIL);
        env.put("BOOTSTRAP_ADMIN_PASSWORD", ADMIN_PASSWORD);
        env.put("APP_DATA_DIR", dataDir.toString());
        env.put("BCRYPT_COST", "4");
        env.put("SHUTDOWN_DELAY", SHUTDOWN_DELAY);
        env.put("SHUTDOWN_TIMEOUT", "20S");
        // Only the calls a test makes run the jobs; nothing in-process competes with them.
        env.put("PAYMENT_SYNC_EVERY", "off");
        env.put("CLEANUP_CRON", "off");
        // One client address sends a thousand test-link submits at once (the statistics test), as in bench/lib.sh.
        env.put("PUBLIC_RATE_LIMIT_PER_MINUTE", "1000000000");
        return env;
    }

    private static String required(String property) {
        String value = System.getProperty(property);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException(property + " is not set: the *IT classes need the servers TestInfrastructure "
                    + "provides (a configured or local PostgreSQL, Redis and the test SMTP server)");
        }
        return value;
    }
}
