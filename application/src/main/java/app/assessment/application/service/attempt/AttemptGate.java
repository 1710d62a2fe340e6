package app.assessment.application.service.attempt;

import app.assessment.application.port.out.assignment.TestLinkSubjects.Subject;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import app.assessment.domain.assignment.Availability;
import app.assessment.domain.attempt.Attempt;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.PaymentStatus;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Optional;

/**
 * Whether answers may be saved or submitted through a link now, and for which attempt (ADR 0051).
 * With an open attempt its deadline and grace decide, not the link's window (a deadline is never
 * past {@code expiresAt}, and the grace is there for the submit already on its way). Without one,
 * a test that needs a start refuses; any other is taken as before attempts existed.
 */
@ApplicationScoped
public class AttemptGate {

    /** The open attempt the answers belong to; empty when the test is taken without one. */
    public Optional<Attempt> answering(Subject subject, Instant now) {
        Assignment assignment = subject.assignment();
        Optional<Attempt> open = subject.openAttempt();
        if (open.isPresent()) {
            if (assignment.status() == AssignmentStatus.CANCELLED) {
                Availability.CANCELLED.ensureOpen();
            }
            open.get().ensureAcceptsAnswersAt(now);
        } else if (subject.settings().startRequired()) {
            if (assignment.status() != AssignmentStatus.COMPLETED || subject.settings().singleAttempt()) {
                assignment.ensureOpenAt(now);
            }
            throw DomainException.conflict("ATTEMPT_NOT_STARTED", "Start an attempt first (POST /api/test-link/{token}/start)");
        } else {
            assignment.ensureOpenAt(now);
        }
        ensurePaid(subject);
        return open;
    }

    /** No charge pending: only then may a test be started or answered. */
    static void ensurePaid(Subject subject) {
        AssignmentPayment.ensureTestCanStart(subject.currentCharge().map(c -> PaymentStatus.fromWire(c.status())));
    }
}
