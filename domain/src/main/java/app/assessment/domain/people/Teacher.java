package app.assessment.domain.people;

import app.assessment.domain.shared.Check;
import java.time.Instant;

/**
 * A teacher profile; {@code userId} links it to a sign-in account when it has one. A removed profile keeps its
 * row, with {@code deletedAt}, as every person does ({@link #softDelete}).
 */
public record Teacher(
        String id,
        String organizationId,
        String userId,
        String name,
        String email,
        String phone,
        String specialty,
        Instant createdAt,
        Instant deletedAt) {

    public static final int SPECIALTY_MAX = 200;

    public Teacher {
        Check.id("id", id);
        Check.id("organizationId", organizationId);
        Check.optionalId("userId", userId);
        ContactFields.check(name, email, phone);
        Check.optionalText("specialty", specialty, SPECIALTY_MAX);
        Check.required("createdAt", createdAt);
    }

    /** A new profile, never removed. */
    public static Teacher create(String id, String organizationId, String userId, String name, String email, String phone,
                                 String specialty, Instant now) {
        return new Teacher(id, organizationId, userId, name, email, phone, specialty, now, null);
    }

    /** The same profile with other contact details and specialty. */
    public Teacher withDetails(String newName, String newEmail, String newPhone, String newSpecialty) {
        return new Teacher(id, organizationId, userId, newName, newEmail, newPhone, newSpecialty, createdAt, deletedAt);
    }

    public boolean isDeleted() {
        return deletedAt != null;
    }

    /** Deleting twice keeps the first time, so a retried request changes nothing. */
    public Teacher softDelete(Instant at) {
        Check.required("deletedAt", at);
        return isDeleted() ? this : new Teacher(id, organizationId, userId, name, email, phone, specialty, createdAt, at);
    }
}
