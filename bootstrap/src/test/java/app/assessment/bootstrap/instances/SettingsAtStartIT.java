package app.assessment.bootstrap.instances;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The packaged artifact refuses to start on a value its mapping's constraints forbid, and names the
 * key: the validation of the mappings at start (ADR 0037) works in the real start, through the
 * service-loaded {@code ValidateOwnMappings}, not only in TypedConfigurationTest's own configuration.
 */
class SettingsAtStartIT {

    @Test
    void aValueOutOfItsBounds_stopsTheStart_namingTheKey() throws Exception {
        Map<String, String> environment = new HashMap<>(ProductionEnvironment.of("http://127.0.0.1:1", Files.createTempDirectory("settings")));
        environment.put("BCRYPT_COST", "40");
        environment.put("AUDIT_STREAM_BUFFER", "0");

        try (Instance instance = Instance.start("bad-settings", environment)) {
            int exit = instance.awaitExit(Duration.ofMinutes(2));

            assertThat(exit).as(instance.logTail()).isPositive();
            assertThat(instance.logTail())
                    .contains("app.auth.bcrypt-cost must be less than or equal to 31")
                    .contains("app.audit.stream.buffer must be greater than 0");
        }
    }
}
