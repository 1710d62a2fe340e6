package app.assessment.bootstrap.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.smallrye.config.ConfigValidationException;
import io.smallrye.config.EnvConfigSource;
import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import io.smallrye.config.validator.BeanValidationConfigValidator;
import jakarta.validation.Validation;
import jakarta.validation.Validator;
import java.io.IOException;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The operations-side groups read from the shipped application.properties, with environment
 * variables as an operator sets them, through SmallRye Config and Bean Validation as Quarkus runs
 * them at start-up, without starting Quarkus.
 */
class OperationsConfigTest {

    private static final jakarta.validation.ValidatorFactory VALIDATION = Validation.buildDefaultValidatorFactory();

    @AfterAll
    static void close() {
        VALIDATION.close();
    }

    @Test
    void theShippedDefaults_passTheirConstraints_andAreReadOnce() {
        SmallRyeConfig config = config(Map.of());

        assertThat(config.getConfigMapping(PaymentsConfig.class).syncMinAge()).isEqualTo(Duration.ofMinutes(15));
        assertThat(config.getConfigMapping(NotificationsConfig.class).locale()).isEqualTo("pt-BR");
        assertThat(config.getConfigMapping(NotificationsConfig.class).appUrl()).isEqualTo("http://localhost:3000");
        assertThat(config.getConfigMapping(AuditConfig.class).retention()).isEqualTo(Optional.empty());
        assertThat(config.getConfigMapping(AuditConfig.class).stream().batchInterval()).isEqualTo(Duration.ofMillis(50));
        assertThat(config.getConfigMapping(CleanupConfig.class).batchSize()).isEqualTo(1000);
        assertThat(config.getConfigMapping(CleanupConfig.class).cancelledDraftRetention()).isEqualTo(Duration.ofDays(180));
        assertThat(config.getConfigMapping(CleanupConfig.class).notificationRetention()).isEqualTo(Duration.ofDays(365));
        assertThat(config.getConfigMapping(ReportsConfig.class).zone()).isEqualTo(ZoneId.of("America/Sao_Paulo"));
    }

    @Test
    void operatorsValues_replaceTheDefaults() {
        SmallRyeConfig config = config(Map.of("AUDIT_RETENTION", "P400D", "NOTIFICATIONS_LOCALE", "en", "REPORTS_ZONE", "Europe/Lisbon"));

        assertThat(config.getConfigMapping(AuditConfig.class).retention()).contains(Duration.ofDays(400));
        assertThat(config.getConfigMapping(NotificationsConfig.class).locale()).isEqualTo("en");
        assertThat(config.getConfigMapping(ReportsConfig.class).zone()).isEqualTo(ZoneId.of("Europe/Lisbon"));
    }

    @Test
    void badValues_stopTheStart_eachNamingItsKey() {
        assertThatThrownBy(() -> config(Map.of(
                "NOTIFICATIONS_LOCALE", "fr",
                "NOTIFICATIONS_APP_URL", "app.example.com",
                "APP_NOTIFICATIONS_TEST_LINK_PATH", "test/{locale}",
                "PAYMENT_SYNC_BATCH", "0",
                "AUDIT_STREAM_HEARTBEAT", "PT0S",
                "AUDIT_RETENTION", "-P1D",
                "CLEANUP_MAX_BATCHES", "-1")))
                .isInstanceOf(ConfigValidationException.class)
                .hasMessageContaining("app.notifications.locale must be pt-BR or en")
                .hasMessageContaining("app.notifications.app-url must be an http or https URL")
                .hasMessageContaining("app.notifications.test-link-path must start with / and contain the {token} placeholder")
                .hasMessageContaining("app.payments.sync-batch must be greater than 0")
                .hasMessageContaining("app.audit.stream.heartbeat must be a positive ISO-8601 duration")
                .hasMessageContaining("app.audit.retention must be a positive ISO-8601 duration")
                .hasMessageContaining("app.cleanup.max-batches must be greater than 0");
    }

    @Test
    void aZoneThatIsNoIanaId_stopsTheStart_namingItsKey() {
        assertThatThrownBy(() -> config(Map.of("REPORTS_ZONE", "America/Sao Paulo")))
                .hasMessageContaining("app.reports.zone");
    }

    private static SmallRyeConfig config(Map<String, String> environment) {
        Validator validator = VALIDATION.getValidator();
        try {
            return new SmallRyeConfigBuilder()
                    .addDefaultInterceptors()
                    .withSources(new PropertiesConfigSource(OperationsConfigTest.class.getResource("/application.properties")))
                    .withSources(new EnvConfigSource(environment, 300))
                    .withMapping(PaymentsConfig.class)
                    .withMapping(NotificationsConfig.class)
                    .withMapping(AuditConfig.class)
                    .withMapping(CleanupConfig.class)
                    .withMapping(ReportsConfig.class)
                    .withValidator((BeanValidationConfigValidator) () -> validator)
                    .build();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
