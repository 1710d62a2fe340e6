package app.assessment.bootstrap;

import app.assessment.configuration.Production;
import app.assessment.configuration.Secret;
import java.util.Optional;

/**
 * The datasource URL as the production check reads it ({@code quarkus.datasource.jdbc}, Quarkus' own
 * group, so no {@code @ConfigMapping} of ours: only {@link ProductionSettings} maps it). Not a
 * secret, but production has no database of its own either.
 */
public interface ProductionDatabase {

    String PREFIX = "quarkus.datasource.jdbc";

    Optional<@Secret(variable = "DB_URL", groups = Production.class) String> url();
}
