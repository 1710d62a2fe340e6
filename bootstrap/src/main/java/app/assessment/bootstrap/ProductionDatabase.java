package app.assessment.bootstrap;

import app.assessment.configuration.Production;
import app.assessment.configuration.Secret;
import io.smallrye.config.WithDefault;
import jakarta.validation.constraints.Min;
import java.util.Optional;

/**
 * The datasource as the production check reads it ({@code quarkus.datasource.jdbc}, Quarkus' own
 * group, so no {@code @ConfigMapping} of ours: only {@link ProductionSettings} maps it). The URL is
 * not a secret, but production has no database of its own either.
 */
public interface ProductionDatabase {

    String PREFIX = "quarkus.datasource.jdbc";

    Optional<@Secret(variable = "DB_URL", groups = Production.class) String> url();

    /**
     * A pool of one cannot migrate: Flyway holds two connections at once (the schema history's, on
     * which it takes its lock, and the one the migrations run on), and waits for the second until
     * the pool's acquisition times out.
     */
    @Min(value = 2, groups = Production.class, message = "DB_POOL_MAX must be at least 2")
    @WithDefault("20")
    int maxSize();
}
