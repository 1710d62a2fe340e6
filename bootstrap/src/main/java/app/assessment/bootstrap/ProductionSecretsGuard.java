package app.assessment.bootstrap;

import io.quarkus.runtime.StartupEvent;
import io.smallrye.config.SmallRyeConfig;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import java.util.stream.StreamSupport;
import org.eclipse.microprofile.config.Config;

/**
 * Stops a production start whose secrets are missing or are development values, when it did not
 * come through {@link AssessmentMain} (which checks the same constraints before Quarkus starts).
 */
@ApplicationScoped
public class ProductionSecretsGuard {

    void check(@Observes @Priority(1) StartupEvent event, Config config) {
        SmallRyeConfig quarkus = config.unwrap(SmallRyeConfig.class);
        if (!ProductionSettings.enforced(quarkus.getProfiles())) {
            return;
        }
        List<String> problems = ProductionSettings.problems(quarkus.getProfiles(),
                StreamSupport.stream(quarkus.getConfigSources().spliterator(), false).toList());
        if (!problems.isEmpty()) {
            // Names only: the values themselves never reach a log.
            throw new IllegalStateException("Refusing to start in production: " + String.join("; ", problems));
        }
    }
}
