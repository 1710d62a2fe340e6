package app.assessment.configuration;

import io.smallrye.config.SmallRyeConfigBuilder;
import io.smallrye.config.SmallRyeConfigBuilderCustomizer;

/**
 * Puts {@link OwnMappingsValidator} in every configuration Quarkus builds (static init and runtime),
 * through the service loader (META-INF/services): the validation of the mappings without the
 * Hibernate Validator extension, whose config validator initialised every mapping class Quarkus has
 * at each start (ADR 0037, 9).
 */
public final class ValidateOwnMappings implements SmallRyeConfigBuilderCustomizer {

    @Override
    public void configBuilder(SmallRyeConfigBuilder builder) {
        builder.withValidator(new OwnMappingsValidator());
    }
}
