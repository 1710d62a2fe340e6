package app.assessment.configuration;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;

/** The rules of {@link Secret}, the first one broken reported. */
public class SecretValidator implements ConstraintValidator<Secret, String> {

    static final String DEV_MARKER = "dev-only-";
    /** What the deployment examples (deploy/, compose) put where a real value belongs. */
    static final String EXAMPLE_MARKER = "change-me";

    private Secret secret;

    @Override
    public void initialize(Secret secret) {
        this.secret = secret;
    }

    @Override
    public boolean isValid(String value, ConstraintValidatorContext context) {
        String problem = problem(value);
        if (problem == null) {
            return true;
        }
        context.disableDefaultConstraintViolation();
        context.buildConstraintViolationWithTemplate(secret.variable() + " " + problem).addConstraintViolation();
        return false;
    }

    private String problem(String value) {
        if (value == null || value.isBlank()) {
            return secret.required() ? "is not set" : null;
        } else if (value.startsWith(DEV_MARKER)) {
            return "is a development default";
        } else if (value.contains(EXAMPLE_MARKER)) {
            return "is still the example's placeholder";
        } else if (value.length() < secret.minLength()) {
            return "must have at least " + secret.minLength() + " characters";
        } else if (value.length() > secret.maxLength()) {
            return "must have at most " + secret.maxLength() + " characters";
        } else if (!secret.spacesAllowed() && value.chars().anyMatch(Character::isWhitespace)) {
            return "must not contain spaces";
        }
        return null;
    }
}
