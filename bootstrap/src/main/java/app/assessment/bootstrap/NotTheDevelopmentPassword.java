package app.assessment.bootstrap;

import static java.lang.annotation.ElementType.TYPE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/** The first administrator's password is not the committed development password. */
@Documented
@Constraint(validatedBy = NotTheDevelopmentPassword.Validator.class)
@Target(TYPE)
@Retention(RUNTIME)
public @interface NotTheDevelopmentPassword {

    String message() default "BOOTSTRAP_ADMIN_PASSWORD is the development default password";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    class Validator implements ConstraintValidator<NotTheDevelopmentPassword, FirstStartConfig> {

        @Override
        public boolean isValid(FirstStartConfig firstStart, ConstraintValidatorContext context) {
            return !firstStart.adminPassword().filter(firstStart.devAdminPassword()::equals).isPresent();
        }
    }
}
