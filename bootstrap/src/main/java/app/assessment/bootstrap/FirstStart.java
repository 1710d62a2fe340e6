package app.assessment.bootstrap;

import app.assessment.application.port.in.user.BootstrapAdminUseCase;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.jboss.logging.Logger;

/** Creates the first super administrator when BOOTSTRAP_ADMIN_EMAIL and _PASSWORD are set. */
@ApplicationScoped
public class FirstStart {

    private static final Logger LOG = Logger.getLogger(FirstStart.class);

    void onStart(@Observes @Priority(10) StartupEvent event, BootstrapAdminUseCase bootstrap, FirstStartConfig config) {
        if (config.adminEmail().isEmpty() || config.adminPassword().isEmpty() || !bootstrap.needed()) {
            return;
        }
        String organization = config.orgName();
        if (bootstrap.ensureAdmin(config.adminEmail().get(), config.adminPassword().get(), organization)) {
            LOG.infof("First start: created organization '%s' and its super administrator", organization);
        }
    }
}
