package app.assessment.bootstrap;

import app.assessment.adapters.backup.BackupConfig;
import app.assessment.adapters.payment.AsaasConfig;
import app.assessment.adapters.rest.cron.CronConfig;
import app.assessment.adapters.rest.security.SessionConfig;
import app.assessment.configuration.OwnMappingsValidator;
import app.assessment.configuration.Production;
import io.smallrye.config.ConfigValidationException;
import io.smallrye.config.DotEnvConfigSourceProvider;
import io.smallrye.config.EnvConfigSource;
import io.smallrye.config.PropertiesConfigSourceLoader;
import io.smallrye.config.SmallRyeConfig;
import io.smallrye.config.SmallRyeConfigBuilder;
import io.smallrye.config.SysPropConfigSource;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * What a production start demands of its settings: the {@link Production} constraints of the
 * configuration mappings (secrets set, strong, not a development or example value; backups
 * encrypted when scheduled), checked for every start but a dev or test one. Runs before
 * Quarkus reads its configuration ({@link AssessmentMain}), where a missing value would fail one
 * at a time under an internal name: here every broken rule is named at once, by its environment
 * variable. Reads the sources Quarkus reads: system properties, environment, .env and
 * application.properties (in the jar and in config/).
 */
final class ProductionSettings {

    /** The profiles whose starts have development defaults and are not checked. */
    private static final Set<String> DEVELOPMENT = Set.of("dev", "test");

    /** The mappings with production constraints, in the order their problems are listed. */
    private static final List<Class<?>> CHECKED = List.of(ProductionDatabase.class, SessionConfig.class, CronConfig.class,
            AsaasConfig.class, BackupConfig.class, FirstStartConfig.class);

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
        return problems(List.of(profile), sources);
    }

    /** The broken rules under this configuration; none for a dev or test start ({@link #enforced(List)}). */
    static List<String> problems(List<String> profiles, List<ConfigSource> sources) {
        if (!enforced(profiles)) {
            return List.of();
        }
        SmallRyeConfigBuilder mapped = builder(profiles, sources).withValidateUnknown(false)
                .withMapping(ProductionDatabase.class, ProductionDatabase.PREFIX);
        CHECKED.stream().filter(type -> type != ProductionDatabase.class).forEach(mapped::withMapping);
        SmallRyeConfig config;
        try {
            config = mapped.build();
        } catch (ConfigValidationException e) {
            // A value that does not convert (a duration, a number): named by its key.
            return IntStream.range(0, e.getProblemCount()).mapToObj(i -> e.getProblem(i).getMessage()).toList();
        }
        // The validator the start's own check of the mappings uses (built on first use: dev and test
        // starts come through this class too and need none before Quarkus' configuration does).
        Validator validator = new OwnMappingsValidator().getValidator();
        List<String> problems = new ArrayList<>();
        for (Class<?> type : CHECKED) {
            Object mapping = type == ProductionDatabase.class
                    ? config.getConfigMapping(type, ProductionDatabase.PREFIX) : config.getConfigMapping(type);
            problems.addAll(violations(validator, type, mapping));
        }
        return problems;
    }

    /**
     * Whether a start under these profiles must meet the production rules: every start but one in
     * dev or test only, whose settings have development defaults. Not a setting of its own: one
     * that turned the rules off would be a production start without them.
     */
    static boolean enforced(List<String> profiles) {
        return profiles.isEmpty() || !DEVELOPMENT.containsAll(profiles);
    }

    private static SmallRyeConfigBuilder builder(List<String> profiles, List<ConfigSource> sources) {
        return new SmallRyeConfigBuilder().addDefaultInterceptors().withProfiles(profiles).withSources(sources);
    }

    /** Each accessor's constraints (in the accessors' alphabetical order), then the mapping's own. */
    private static List<String> violations(Validator validator, Class<?> type, Object mapping) {
        List<String> problems = new ArrayList<>();
        Arrays.stream(type.getDeclaredMethods())
                .filter(m -> Modifier.isAbstract(m.getModifiers()) && m.getParameterCount() == 0)
                .sorted(Comparator.comparing(Method::getName))
                .forEach(accessor -> messages(validator.forExecutables()
                        .validateReturnValue(mapping, accessor, value(accessor, mapping), Production.class), problems));
        messages(validator.validate(mapping, Production.class), problems);
        return problems;
    }

    private static void messages(Set<? extends ConstraintViolation<?>> violations, List<String> into) {
        violations.stream().map(ConstraintViolation::getMessage).sorted().forEach(into::add);
    }

    private static Object value(Method accessor, Object mapping) {
        try {
            return accessor.invoke(mapping);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("Could not read " + accessor, e);
        }
    }
}
