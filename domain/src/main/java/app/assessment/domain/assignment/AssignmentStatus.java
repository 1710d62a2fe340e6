package app.assessment.domain.assignment;

import app.assessment.domain.shared.Check;

/** The stored lifecycle state of an assignment; the wire form is the constant's name. */
public enum AssignmentStatus {
    ACTIVE,
    CANCELLED,
    COMPLETED;

    public String wireValue() {
        return name();
    }

    public static AssignmentStatus fromWire(String value) {
        return Check.wire("status", value, values(), AssignmentStatus::wireValue);
    }
}
