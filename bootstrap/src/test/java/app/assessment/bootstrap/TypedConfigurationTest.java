package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.adapters.backup.BackupConfig;
import app.assessment.adapters.payment.AsaasConfig;
import app.assessment.adapters.persistence.migration.MigrationsConfig;
import app.assessment.adapters.persistence.redis.RedisConfig;
import app.assessment.adapters.rest.cron.CronConfig;
import app.assessment.adapters.rest.http.HttpConfig;
import app.assessment.adapters.rest.security.PublicConfig;
import app.assessment.adapters.rest.security.SessionConfig;
import app.assessment.bootstrap.config.AuthConfig;
import app.assessment.configuration.OwnMappingsValidator;
import io.quarkus.runtime.configuration.MemorySize;
import io.quarkus.runtime.configuration.MemorySizeConverter;
import io.smallrye.config.ConfigValidationException;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.PropertiesConfigSourceLoader;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The configuration mappings over the service's own application.properties, validated as the
 * start validates them ({@link OwnMappingsValidator}): every profile's values map, and a bad value
 * stops the start with a message that names its key.
 */
class TypedConfigurationTest {

    private static final List<Class<?>> MAPPINGS = List.of(SessionConfig.class, AuthConfig.class, CronConfig.class, HttpConfig.class,
            PublicConfig.class, RedisConfig.class, MigrationsConfig.class, AsaasConfig.class, BackupConfig.class, FirstStartConfig.class);

    @ParameterizedTest
    @ValueSource(strings = {"dev", "test", "prod"})
    void everyProfile_mapsEveryGroup(String profile) {
        SmallRyeConfig config = config(profile, Map.of());

        assertThat(config.getConfigMapping(AuthConfig.class).bcryptCost()).isEqualTo(profile.equals("test") ? 4 : 12);
        assertThat(config.getConfigMapping(SessionConfig.class).updateAge()).isEqualTo(Duration.ofDays(1));
        assertThat(config.getConfigMapping(BackupConfig.class).scheduled()).isFalse();
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(delimiter = '|', value = {
        "BCRYPT_COST | 3 | app.auth.bcrypt-cost must be greater than or equal to 4",
        "BCRYPT_COST | 32 | app.auth.bcrypt-cost must be less than or equal to 31",
        "AUTH_FAILURE_LIMIT | 0 | app.auth.failure-limit must be greater than 0",
        "AUTH_BLOCK_DURATION | -PT10M | app.auth.block-duration must be longer than or equal to 1 second",
        "SESSION_UPDATE_AGE | PT0S | app.session.update-age must be longer than or equal to 1 second",
        "APP_URL | service.example.com | app.public.url",
        "ASAAS_SIMULATED_INVOICE_URL | ftp://sandbox.asaas.com/i/ | app.asaas.simulated.invoice-base-url",
        "BACKUP_S3_PART_SIZE | 1024 | app.backup.s3.part-size must be greater than or equal to 5242880",
        "TOTP_ISSUER | ' ' | app.auth.totp-issuer must not be blank",
    })
    void aBadValue_failsTheStart_namingItsKey(String variable, String value, String message) {
        assertThatThrownBy(() -> config("prod", Map.of(variable, value)))
                .isInstanceOf(ConfigValidationException.class)
                .hasMessageContaining(message);
    }

    private static SmallRyeConfig config(String profile, Map<String, String> environment) {
        List<ConfigSource> sources = new ArrayList<>(List.of(new PropertiesConfigSource(environment, "environment", 300)));
        sources.addAll(PropertiesConfigSourceLoader.inClassPath("application.properties", 250,
                TypedConfigurationTest.class.getClassLoader()));
        SmallRyeConfigBuilder builder = new SmallRyeConfigBuilder().addDefaultInterceptors().withProfile(profile).withSources(sources)
                .withConverter(MemorySize.class, 100, new MemorySizeConverter())
                .withValidator(new OwnMappingsValidator());
        MAPPINGS.forEach(builder::withMapping);
        return builder.build();
    }
}
