package app.assessment.domain.shared;

import java.util.List;
import java.util.Objects;

/**
 * Several input rules broken at once (400 listing every one), for inputs where the caller wants
 * all the mistakes in one answer, such as every bad line of an import.
 */
public class InvalidFieldsException extends DomainException {

    private final List<FieldError> errors;

    public InvalidFieldsException(String message, List<FieldError> errors) {
        super(Kind.INVALID, "VALIDATION_FAILED", message);
        if (errors.isEmpty()) {
            throw new IllegalArgumentException("at least one error");
        }
        this.errors = List.copyOf(errors);
    }

    public List<FieldError> errors() {
        return errors;
    }

    /**
     * One broken rule: {@code field} names where (e.g. {@code line 3}, or {@code email} with its {@code line}),
     * {@code reason} what; {@code line} is the file's line for imports that report it apart, else null.
     */
    public record FieldError(String field, String reason, Integer line) {
        public FieldError {
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(reason, "reason");
        }

        public FieldError(String field, String reason) {
            this(field, reason, null);
        }
    }
}
