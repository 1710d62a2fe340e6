package app.assessment.bootstrap;

import app.assessment.application.port.in.user.BootstrapAdminUseCase;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/** Creates the first super administrator when BOOTSTRAP_ADMIN_EMAIL and _PASSWORD are set. */
@ApplicationScoped
public class FirstStart {

    private static final Logger LOG = Logger.getLogger(FirstStart.class);

    void onStart(@Observes @Priority(10) StartupEvent event, BootstrapAdminUseCase bootstrap,
                 @ConfigProperty(name = "app.bootstrap.admin-email") Optional<String> email,
                 @ConfigProperty(name = "app.bootstrap.admin-password") Optional<String> password,
                 @ConfigProperty(name = "app.bootstrap.org-name", defaultValue = "Default") String organization) {
        if (email.isEmpty() || password.isEmpty()) {
            return;
        }
        if (bootstrap.ensureAdmin(email.get(), password.get(), organization)) {
            LOG.infof("First start: created organization '%s' and its super administrator", organization);
        }
    }
}
