package app.assessment.adapters.persistence.migration;

import io.smallrye.config.ConfigMapping;

/** {@code app.migrations} (ADR 0034). */
@ConfigMapping(prefix = "app.migrations")
public interface MigrationsConfig {

    /** Leave Flyway unstarted when the schema history already records every migration of this build. */
    boolean skipWhenCurrent();
}
