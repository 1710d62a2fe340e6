package app.assessment.domain.organization;

import app.assessment.domain.shared.DomainException;
import java.time.Instant;
import java.util.Objects;

/** A tenant: a school or a hiring company. Every other record belongs to exactly one. */
public record Organization(String id, String name, Instant createdAt) {

    public static final int NAME_MAX = 200;

    public Organization {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(createdAt, "createdAt");
        name = validName(name);
    }

    public static String validName(String name) {
        if (name == null || name.isBlank()) {
            throw DomainException.invalid("name", "must not be blank");
        }
        String trimmed = name.strip();
        if (trimmed.length() > NAME_MAX) {
            throw DomainException.invalid("name", "must have at most " + NAME_MAX + " characters");
        }
        return trimmed;
    }
}
