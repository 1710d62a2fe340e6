package app.assessment.application.port.out.user;

import java.util.Optional;

/** Which student record a STUDENT account stands for; each student has at most one account. */
public interface StudentAccountRepository {

    Optional<String> studentOf(String userId);

    /** Links or relinks; a student already linked to another account is the conflict {@code STUDENT_ALREADY_LINKED}. */
    void link(String userId, String studentId);
}
