package app.assessment.adapters.backup;

import static java.lang.annotation.ElementType.TYPE;
import static java.lang.annotation.RetentionPolicy.RUNTIME;

import jakarta.validation.Constraint;
import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.Payload;
import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.Target;

/** Scheduled backups need something to encrypt them with: public keys, a passphrase or both. */
@Documented
@Constraint(validatedBy = EncryptedWhenScheduled.Validator.class)
@Target(TYPE)
@Retention(RUNTIME)
public @interface EncryptedWhenScheduled {

    String message() default "BACKUP_PUBLIC_KEYS or BACKUP_PASSPHRASE must be set while BACKUP_SCHEDULE is on";

    Class<?>[] groups() default {};

    Class<? extends Payload>[] payload() default {};

    class Validator implements ConstraintValidator<EncryptedWhenScheduled, BackupConfig> {

        @Override
        public boolean isValid(BackupConfig backup, ConstraintValidatorContext context) {
            return !backup.scheduled() || set(backup.publicKeys().orElse(null)) || set(backup.passphrase().orElse(null));
        }

        private static boolean set(String value) {
            return value != null && !value.isBlank();
        }
    }
}
