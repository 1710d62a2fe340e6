package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import io.smallrye.config.PropertiesConfigSource;
import io.smallrye.config.PropertiesConfigSourceLoader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.spi.ConfigSource;
import org.junit.jupiter.api.Test;

/**
 * The check before Quarkus starts reads the service's own application.properties under the
 * prod profile, with the environment given here, and names every variable to set at once.
 */
class ProductionSettingsTest {

    private static final String STRONG = "k3Q9vR7mX2pL8sT4wY6zB1nC5dF0gH3j";

    @Test
    void productionWithoutEnvironment_namesEveryVariable() {
        assertThat(ProductionSettings.problems(List.of("prod"), sources(Map.of())))
                .containsExactly("DB_URL is not set", "SESSION_SECRET is not set", "CRON_SECRET is not set",
                        "ASAAS_API_KEY is not set", "ASAAS_WEBHOOK_TOKEN is not set");
    }

    @Test
    void productionWithEverySetting_mayStart() {
        assertThat(ProductionSettings.problems(List.of("prod"), sources(everySetting()))).isEmpty();
    }

    @Test
    void productionWithTheDevelopmentAdminPassword_isRefused() {
        assertThat(ProductionSettings.problems(List.of("prod"), sources(everySetting("BOOTSTRAP_ADMIN_PASSWORD", "admin12345"))))
                .containsExactly("BOOTSTRAP_ADMIN_PASSWORD is the development default password");
    }

    @Test
    void productionWithAPoolOfOneConnection_isRefused() {
        assertThat(ProductionSettings.problems(List.of("prod"), sources(everySetting("DB_POOL_MAX", "1"))))
                .containsExactly("DB_POOL_MAX must be at least 2");
    }

    @Test
    void devProfile_isNotChecked() {
        assertThat(ProductionSettings.problems(List.of("dev"), sources(Map.of()))).isEmpty();
    }

    @Test
    void noSettingTurnsTheCheckOff() {
        assertThat(ProductionSettings.problems(List.of("prod"), sources(Map.of("app.secrets.enforce", "false"))))
                .contains("SESSION_SECRET is not set");
    }

    @Test
    void aProfileOfAnOperatorsOwn_isChecked() {
        // Without %prod's empty values, the development defaults are what it would start with.
        assertThat(ProductionSettings.problems(List.of("staging"), sources(Map.of())))
                .contains("SESSION_SECRET is a development default");
        assertThat(ProductionSettings.problems(List.of("prod", "kubernetes"), sources(Map.of()))).contains("CRON_SECRET is not set");
    }

    /** Every variable a production start requires, set well, and the given ones on top. */
    private static Map<String, String> everySetting(String... more) {
        Map<String, String> environment = new HashMap<>(Map.of("DB_URL", "jdbc:postgresql://db:5432/app",
                "SESSION_SECRET", STRONG, "CRON_SECRET", STRONG, "ASAAS_API_KEY", "$aact_prod_" + STRONG,
                "ASAAS_WEBHOOK_TOKEN", STRONG));
        for (int i = 0; i < more.length; i += 2) {
            environment.put(more[i], more[i + 1]);
        }
        return environment;
    }

    private static List<ConfigSource> sources(Map<String, String> environment) {
        List<ConfigSource> sources = new ArrayList<>(List.of(new PropertiesConfigSource(environment, "environment", 300)));
        sources.addAll(PropertiesConfigSourceLoader.inClassPath("application.properties", 250,
                ProductionSettingsTest.class.getClassLoader()));
        return sources;
    }
}
