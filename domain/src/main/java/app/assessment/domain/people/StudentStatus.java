package app.assessment.domain.people;

import app.assessment.domain.shared.Check;

public enum StudentStatus {
    ACTIVE,
    INACTIVE,
    SUSPENDED,
    GRADUATED;

    public String wireValue() {
        return name();
    }

    public static StudentStatus fromWire(String value) {
        return Check.wire("status", value, values(), StudentStatus::wireValue);
    }
}
