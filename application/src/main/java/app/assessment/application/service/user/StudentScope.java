package app.assessment.application.service.user;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.user.StudentAccountRepository;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/**
 * What a STUDENT caller may see: the assignments, submissions and reports of the student record
 * their account is linked to, nothing else. One home for that rule, used by every read that a
 * student is let through to.
 */
@ApplicationScoped
public class StudentScope {

    /** Matches no participant: a STUDENT account without a linked student sees nothing. */
    private static final String NOBODY = "-";

    private final StudentAccountRepository accounts;

    public StudentScope(StudentAccountRepository accounts) {
        this.accounts = accounts;
    }

    /** Empty for staff; for a student, the id of the only participant whose records they may see. */
    public Optional<String> participantOf(Caller caller) {
        if (!caller.role().isStudent()) {
            return Optional.empty();
        }
        return Optional.of(accounts.studentOf(caller.userId()).orElse(NOBODY));
    }
}
