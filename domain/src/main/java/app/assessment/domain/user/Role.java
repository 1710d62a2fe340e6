package app.assessment.domain.user;

import app.assessment.domain.shared.Check;

/** The role of a user within an organization; the wire form is the constant's name. */
public enum Role {
    PROFESSOR,
    ADMIN,
    SUPER_ADMIN;

    /** ADMIN and SUPER_ADMIN: what {@code GET /api/user/role} reports as {@code isAdmin}. */
    public boolean isAdmin() {
        return this != PROFESSOR;
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
