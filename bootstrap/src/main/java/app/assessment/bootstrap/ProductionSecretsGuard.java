package app.assessment.bootstrap;

import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.Config;

/** Stops a production start whose secrets are missing or are development values. */
@ApplicationScoped
public class ProductionSecretsGuard {

    void check(@Observes @Priority(1) StartupEvent event, Config config) {
        if (!config.getOptionalValue("app.secrets.enforce", Boolean.class).orElse(false)) {
            return;
        }
        Map<String, String> values = new HashMap<>();
        SecretsPolicy.REQUIRED.forEach(r -> config.getOptionalValue(r.key(), String.class).ifPresent(v -> values.put(r.key(), v)));
        Stream.concat(Stream.of(SecretsPolicy.BACKUP_SCHEDULE), SecretsPolicy.BACKUP_KEYS.stream())
                .forEach(key -> config.getOptionalValue(key, String.class).ifPresent(v -> values.put(key, v)));
        config.getOptionalValue("app.bootstrap.admin-password", String.class)
                .ifPresent(v -> values.put("app.bootstrap.admin-password", v));
        String devPassword = config.getOptionalValue("app.dev.default-admin-password", String.class).orElse("");
        List<String> problems = SecretsPolicy.violations(values, devPassword);
        if (!problems.isEmpty()) {
            // Names only: the values themselves never reach a log.
            throw new IllegalStateException("Refusing to start in production: " + String.join("; ", problems));
        }
    }
}
