package app.assessment.adapters.persistence.migration;

import io.quarkus.flyway.FlywayConfigurationCustomizer;
import jakarta.inject.Singleton;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.api.callback.Callback;
import org.flywaydb.core.api.configuration.FluentConfiguration;

/** Adds {@link RevisedMigrations} to the migrations Quarkus runs at start. */
@Singleton
public class RevisedMigrationsSetup implements FlywayConfigurationCustomizer {

    @Override
    public void customize(FluentConfiguration configuration) {
        List<Callback> callbacks = new ArrayList<>(List.of(configuration.getCallbacks()));
        callbacks.add(new RevisedMigrations());
        configuration.callbacks(callbacks.toArray(Callback[]::new));
    }
}
