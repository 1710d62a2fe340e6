package app.assessment.bootstrap;

import app.assessment.configuration.Production;
import app.assessment.configuration.Secret;
import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.NotBlank;
import java.util.Optional;

/** {@code app.bootstrap}: the first super administrator, created once on an empty database (docs/api.md §10). */
@ConfigMapping(prefix = "app.bootstrap")
@NotTheDevelopmentPassword(groups = Production.class)
public interface FirstStartConfig {

    Optional<String> adminEmail();

    Optional<@Secret(variable = "BOOTSTRAP_ADMIN_PASSWORD", required = false, groups = Production.class) String> adminPassword();

    @NotBlank
    String orgName();

    /**
     * The development profile's administrator password, committed in application.properties: a
     * production start refuses it as BOOTSTRAP_ADMIN_PASSWORD, and production sign-ins refuse it
     * ({@code app.auth.refuse-dev-password}).
     */
    @NotBlank
    String devAdminPassword();
}
