package app.assessment.domain.people;

import app.assessment.domain.shared.Check;
import java.time.Instant;

/** A teacher profile; {@code userId} links it to a sign-in account when it has one. */
public record Teacher(
        String id,
        String organizationId,
        String userId,
        String name,
        String email,
        String phone,
        String specialty,
        Instant createdAt) {

    public static final int SPECIALTY_MAX = 200;

    public Teacher {
        Check.id("id", id);
        Check.id("organizationId", organizationId);
        Check.optionalId("userId", userId);
        ContactFields.check(name, email, phone);
        Check.optionalText("specialty", specialty, SPECIALTY_MAX);
        Check.required("createdAt", createdAt);
    }
}
