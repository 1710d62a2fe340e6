package app.assessment.bootstrap.migration;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.adapters.persistence.migration.RevisedMigrations;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/** The migrations the service runs at start recognize databases that ran a revised migration's published wording. */
@QuarkusTest
class StartMigrationsTest {

    @Inject
    Flyway flyway;

    @Test
    void flywayAtStart_knowsTheRevisedMigrations() {
        assertThat(flyway.getConfiguration().getCallbacks()).hasAtLeastOneElementOfType(RevisedMigrations.class);
    }
}
