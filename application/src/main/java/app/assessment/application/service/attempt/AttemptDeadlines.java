package app.assessment.application.service.attempt;

import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.assignment.TestLinkSubjects;
import app.assessment.application.port.out.assignment.TestLinkSubjects.Subject;
import app.assessment.application.port.out.attempt.AccommodationChanged;
import app.assessment.application.port.out.attempt.AccommodationRepository;
import app.assessment.application.port.out.attempt.AttemptRepository;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.attempt.Accommodation;
import app.assessment.domain.attempt.Attempt;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * An accommodation changed during an open attempt: the attempt's deadline moves at once, in the
 * transaction that changed it, so the next read of the link shows it and the closing job honours it.
 */
@ApplicationScoped
public class AttemptDeadlines {

    private final AttemptRepository attempts;
    private final TestLinkSubjects subjects;
    private final AccommodationRepository accommodations;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public AttemptDeadlines(AttemptRepository attempts, TestLinkSubjects subjects, AccommodationRepository accommodations,
                            AuditTrail auditTrail, Clock clock) {
        this.attempts = attempts;
        this.subjects = subjects;
        this.accommodations = accommodations;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    /** Called in the transaction that changed the accommodation (bootstrap's AttemptDeadlineObserver). */
    public void follow(AccommodationChanged change) {
        List<Attempt> open = change.assignmentId() != null
                ? attempts.open(change.assignmentId()).stream().toList()
                : attempts.openOf(change.organizationId(), change.participant());
        for (Attempt attempt : open) {
            subjects.byAssignmentId(attempt.assignmentId()).ifPresent(subject -> move(subject, attempt));
        }
    }

    private void move(Subject subject, Attempt attempt) {
        if (!subject.settings().timed()) {
            return;
        }
        Assignment assignment = subject.assignment();
        Accommodation accommodation = accommodations.effectiveFor(assignment.organizationId(), assignment.id(),
                assignment.participant()).orElse(null);
        Instant deadline = Attempt.deadline(attempt.startedAt(), subject.settings().timeLimitSeconds(), accommodation,
                assignment.expiresAt());
        if (Objects.equals(deadline, attempt.deadline())) {
            return;
        }
        attempts.moveDeadline(attempt.withDeadline(deadline));
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("attemptNumber", attempt.number());
        changes.put("deadline", Map.of("old", attempt.deadline(), "new", deadline));
        auditTrail.record(new AuditEntry(clock.now(), Actor.system(assignment.organizationId()), "attempt.deadline",
                "Assignment", assignment.id(), changes));
    }
}
