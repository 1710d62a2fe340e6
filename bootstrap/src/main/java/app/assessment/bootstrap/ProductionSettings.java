package app.assessment.bootstrap;

import io.smallrye.config.DotEnvConfigSourceProvider;
import io.smallrye.config.EnvConfigSource;
import io.smallrye.config.PropertiesConfigSourceLoader;
import io.smallrye.config.SmallRyeConfigBuilder;
import io.smallrye.config.SysPropConfigSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.stream.Stream;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * The settings check of a production start, before Quarkus reads its configuration: there a
 * missing value fails one at a time (a datasource, an injected property) under an internal
 * name. Here every broken rule of {@link SecretsPolicy} is named at once, by its environment
 * variable. Reads the sources Quarkus reads: system properties, environment, .env and
 * application.properties (in the jar and in config/).
 */
final class ProductionSettings {

    private ProductionSettings() {
    }

    static List<String> problems() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        String profile = Optional.ofNullable(System.getProperty("quarkus.profile"))
                .or(() -> Optional.ofNullable(System.getenv("QUARKUS_PROFILE"))).orElse("prod");
        List<ConfigSource> sources = new ArrayList<>(List.of(new SysPropConfigSource(), new EnvConfigSource(System.getenv(), 300)));
        sources.addAll(DotEnvConfigSourceProvider.dotEnvSources(loader));
        sources.addAll(PropertiesConfigSourceLoader.inClassPath("application.properties", 250, loader));
        sources.addAll(PropertiesConfigSourceLoader.inFileSystem("config/application.properties", 260, loader));
        return problems(profile, sources);
    }

    static List<String> problems(String profile, List<ConfigSource> sources) {
        return problems(new SmallRyeConfigBuilder().addDefaultInterceptors().withProfile(profile).withSources(sources).build());
    }

    /** The broken rules under this configuration; none when it does not enforce them (dev, test). */
    static List<String> problems(Config config) {
        if (!value(config, "app.secrets.enforce").map(Boolean::parseBoolean).orElse(false)) {
            return List.of();
        }
        Map<String, String> values = new HashMap<>();
        SecretsPolicy.REQUIRED.forEach(r -> value(config, r.key()).ifPresent(v -> values.put(r.key(), v)));
        Stream.concat(Stream.of(SecretsPolicy.BACKUP_SCHEDULE), SecretsPolicy.BACKUP_KEYS.stream())
                .forEach(key -> value(config, key).ifPresent(v -> values.put(key, v)));
        value(config, SecretsPolicy.ADMIN_PASSWORD_KEY).ifPresent(v -> values.put(SecretsPolicy.ADMIN_PASSWORD_KEY, v));
        return SecretsPolicy.violations(values, value(config, "app.dev.default-admin-password").orElse(""));
    }

    private static Optional<String> value(Config config, String key) {
        try {
            return config.getOptionalValue(key, String.class);
        } catch (NoSuchElementException | IllegalArgumentException e) {
            return Optional.empty(); // an expression without a value: not set
        }
    }
}
