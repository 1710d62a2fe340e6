package app.assessment.domain.user;

import app.assessment.domain.shared.Check;

/** The role of a user within an organization; the wire form is the constant's name. */
public enum Role {
    PROFESSOR,
    ADMIN,
    SUPER_ADMIN,
    /**
     * An account linked to a student record, with the narrowest rights: its own profile, sessions,
     * assignments, submissions and reports (docs/adr/0027-sessions-students-and-openapi-security.md).
     */
    STUDENT;

    /** ADMIN and SUPER_ADMIN: what {@code GET /api/user/role} reports as {@code isAdmin}. */
    public boolean isAdmin() {
        return this == ADMIN || this == SUPER_ADMIN;
    }

    /** A student sees only what concerns the student record their account is linked to. */
    public boolean isStudent() {
        return this == STUDENT;
    }

    /** SUPER_ADMIN only: {@code isSuperuser}. */
    public boolean isSuperuser() {
        return this == SUPER_ADMIN;
    }

    public String wireValue() {
        return name();
    }

    public static Role fromWire(String value) {
        return Check.wire("role", value, values(), Role::wireValue);
    }
}
