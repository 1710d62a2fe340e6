package app.assessment.domain.user;

import app.assessment.domain.shared.DomainException;

/** A student record belongs to STUDENT accounts only, and a new STUDENT account needs one. */
public final class StudentLink {

    private StudentLink() {
    }

    public static void check(Role role, String studentId, boolean creating) {
        if (studentId != null && role != Role.STUDENT) {
            throw new DomainException(DomainException.Kind.UNPROCESSABLE, "STUDENT_LINK_NEEDS_STUDENT_ROLE",
                    "studentId: only a STUDENT account is linked to a student");
        }
        if (creating && studentId == null && role == Role.STUDENT) {
            throw new DomainException(DomainException.Kind.UNPROCESSABLE, "STUDENT_ID_REQUIRED",
                    "studentId: a STUDENT account must be linked to a student");
        }
    }
}
