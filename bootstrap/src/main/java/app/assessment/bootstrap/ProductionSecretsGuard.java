package app.assessment.bootstrap;

import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import org.eclipse.microprofile.config.Config;

/**
 * Stops a production start whose secrets are missing or are development values, when it did not
 * come through {@link AssessmentMain} (which checks the same rules before Quarkus starts).
 */
@ApplicationScoped
public class ProductionSecretsGuard {

    void check(@Observes @Priority(1) StartupEvent event, Config config) {
        List<String> problems = ProductionSettings.problems(config);
        if (!problems.isEmpty()) {
            // Names only: the values themselves never reach a log.
            throw new IllegalStateException("Refusing to start in production: " + String.join("; ", problems));
        }
    }
}
