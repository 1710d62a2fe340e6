package app.assessment.bootstrap.config;

import static java.lang.annotation.ElementType.ANNOTATION_TYPE;
import static java.lang.annotation.ElementType.FIELD;
import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.PARAMETER;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import jakarta.validation.ReportAsSingleViolation;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;
import org.hibernate.validator.constraints.time.DurationMin;

/**
 * A duration longer than zero. Hibernate Validator's {@code @DurationMin(inclusive = false)} does
 * the check; this name gives it a message that reads well when the minimum is zero.
 */
@DurationMin(inclusive = false)
@ReportAsSingleViolation
@Constraint(validatedBy = {})
@Documented
@Retention(RUNTIME)
@Target({METHOD, FIELD, PARAMETER, TYPE_USE, ANNOTATION_TYPE})
public @interface PositiveDuration {

    String message() default "must be a positive ISO-8601 duration (PT5M, P30D, ...)";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
