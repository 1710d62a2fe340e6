package app.assessment.configuration;

import static java.lang.annotation.ElementType.METHOD;
import static java.lang.annotation.ElementType.TYPE_USE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/**
 * A secret a production start needs: set (unless {@link #required()} is false), not one of the
 * development values committed in application.properties (they start with {@value SecretValidator#DEV_MARKER}),
 * not the deployment examples' placeholder ({@value SecretValidator#EXAMPLE_MARKER}), and within
 * its length bounds. A violation names the environment variable an operator sets, never the value.
 * Put it on the element of an {@code Optional<String>} accessor ({@code Optional<@Secret(...) String>}):
 * an empty Optional is validated as null, so a missing secret is reported by this rule with its
 * variable rather than by the mapping as a missing key.
 */
@Documented
@Constraint(validatedBy = SecretValidator.class)
@Target({METHOD, TYPE_USE})
@Retention(RUNTIME)
public @interface Secret {

    /** The environment variable that sets it, which every message names. */
    String variable();

    int minLength() default 1;

    int maxLength() default Integer.MAX_VALUE;

    boolean spacesAllowed() default true;

    /** False for a secret that may be absent, but must be no development value or placeholder when set. */
    boolean required() default true;

    String message() default "";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};
}
