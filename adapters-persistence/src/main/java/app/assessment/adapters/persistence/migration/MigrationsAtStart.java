package app.assessment.adapters.persistence.migration;

import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Instance;
import jakarta.interceptor.Interceptor;
import java.sql.Connection;
import java.sql.SQLException;
import org.flywaydb.core.Flyway;
import org.jboss.logging.Logger;

/**
 * Migrates the schema at start (in place of quarkus.flyway.migrate-at-start), skipping Flyway
 * when the schema history already records every migration of this build with its checksum
 * ({@link SchemaHistory}). Observes start-up before every other observer, the scheduler's and
 * the secrets guard's included, as Quarkus' own migration at start did.
 */
@ApplicationScoped
public class MigrationsAtStart {

    private static final Logger LOG = Logger.getLogger(MigrationsAtStart.class);

    void migrate(@Observes @Priority(Interceptor.Priority.PLATFORM_BEFORE - 100) StartupEvent event,
                 AgroalDataSource dataSource, Instance<Flyway> flyway,
                 MigrationsConfig config) throws SQLException {
        if (config.skipWhenCurrent() && current(dataSource)) {
            LOG.debug("Schema history records every migration of this build; Flyway not started");
            return;
        }
        flyway.get().migrate();
    }

    private static boolean current(AgroalDataSource dataSource) throws SQLException {
        try (Connection connection = dataSource.getConnection()) {
            return SchemaHistory.isCurrent(connection);
        }
    }
}
