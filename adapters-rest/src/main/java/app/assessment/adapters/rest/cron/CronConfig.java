package app.assessment.adapters.rest.cron;

import app.assessment.configuration.Production;
import app.assessment.configuration.Secret;
import io.smallrye.config.ConfigMapping;
import java.util.Optional;

/** {@code app.cron}: the bearer secret of {@code /api/cron/*}. */
@ConfigMapping(prefix = "app.cron")
public interface CronConfig {

    Optional<@Secret(variable = "CRON_SECRET", minLength = 24, groups = Production.class) String> secret();
}
