package app.assessment.bootstrap.config;

import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import java.time.Duration;

/**
 * A duration longer than zero. Jakarta Validation has no such constraint, and Hibernate
 * Validator's {@code @DurationMin} would tie this module to org.hibernate.. (ArchitectureRules
 * keeps that to persistence).
 */
@Constraint(validatedBy = PositiveDuration.Check.class)
@Documented
@Retention(RUNTIME)
@Target({METHOD, FIELD, PARAMETER, TYPE_USE})
public @interface PositiveDuration {

    String message() default "must be a positive ISO-8601 duration (PT5M, P30D, ...)";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    /** A missing value is the business of {@code Optional} or of the mapping's required key. */
    class Check implements ConstraintValidator<PositiveDuration, Duration> {
        @Override
        public boolean isValid(Duration value, ConstraintValidatorContext context) {
            return value == null || !(value.isNegative() || value.isZero());
        }
    }
}
