package app.assessment.configuration;

import io.smallrye.config.ConfigValidationException;
import io.smallrye.config.validator.BeanValidationConfigValidator;
import jakarta.validation.Validation;
import jakarta.validation.Validator;

/**
 * Validates the service's own configuration mappings ({@code app.assessment..}) against their
 * Bean Validation constraints, default group, when the configuration is built; a broken value stops
 * the start with its key named. Quarkus' own mappings are passed over: they carry no constraints,
 * and Hibernate Validator would read each of their ~200 classes for nothing (ADR 0037, 9).
 */
public final class OwnMappingsValidator implements BeanValidationConfigValidator {

    private static final String OWN = "app.assessment.";

    @Override
    public void validateMapping(Class<?> mappingClass, String prefix, Object mappingObject) throws ConfigValidationException {
        if (mappingClass.getName().startsWith(OWN)) {
            BeanValidationConfigValidator.super.validateMapping(mappingClass, prefix, mappingObject);
        }
    }

    @Override
    public Validator getValidator() {
        return Factory.VALIDATOR;
    }

    /** Built on first use, once per class loader: a start with no mapping of ours to check never pays for it. */
    private static final class Factory {
        private static final Validator VALIDATOR = Validation.buildDefaultValidatorFactory().getValidator();
    }
}
