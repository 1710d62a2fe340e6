package app.assessment.application.service.attempt;

import app.assessment.application.port.in.attempt.AttemptUseCases;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.assignment.TestLinkSubjects;
import app.assessment.application.port.out.assignment.TestLinkSubjects.Subject;
import app.assessment.application.port.out.attempt.AccommodationRepository;
import app.assessment.application.port.out.attempt.AttemptRepository;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.application.port.out.submission.SubmissionRepository.CompletedAttempt;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import app.assessment.domain.attempt.Accommodation;
import app.assessment.domain.attempt.Attempt;
import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.domain.attempt.NextAttempt;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.form.AttemptInstance;
import app.assessment.domain.form.Form;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

@ApplicationScoped
public class AttemptService implements AttemptUseCases {

    private final TestLinkSubjects subjects;
    private final AttemptRepository attempts;
    private final SubmissionRepository submissions;
    private final AccommodationRepository accommodations;
    private final AttemptCloser closer;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;
    private final SubjectForms forms;
    private final AttemptInstances instances;

    public AttemptService(TestLinkSubjects subjects, AttemptRepository attempts, SubmissionRepository submissions,
                          AccommodationRepository accommodations, AttemptCloser closer, AuditTrail auditTrail, IdGenerator ids,
                          Clock clock, SubjectForms forms, AttemptInstances instances) {
        this.forms = forms;
        this.instances = instances;
        this.subjects = subjects;
        this.attempts = attempts;
        this.submissions = submissions;
        this.accommodations = accommodations;
        this.closer = closer;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    @Transactional
    public Started start(String token, String ip) {
        Instant now = clock.now();
        Subject subject = subject(token);
        Optional<Attempt> open = subject.openAttempt();
        if (open.isPresent() && !open.get().overdueAt(now)) {
            if (subject.assignment().status() == AssignmentStatus.CANCELLED) {
                subject.assignment().ensureOpenAt(now);
            }
            return new Started(running(open.get(), now), false);
        }
        if (open.isPresent()) {
            // Past its deadline and grace, not yet closed by the job: closed here, so the next one may start.
            closer.close(subject, open.get());
            subject = subject(token);
        }
        Assignment assignment = subject.assignment();
        AttemptSettings settings = subject.settings();
        List<CompletedAttempt> done = submissions.attemptsOf(assignment.id());
        if (settings.singleAttempt()) {
            assignment.ensureOpenAt(now);
        } else {
            assignment.ensureWindowOpenAt(now);
        }
        AttemptGate.ensurePaid(subject);
        Instant lastCompleted = done.isEmpty() ? null : done.get(done.size() - 1).completedAt();
        int number = NextAttempt.ensureMayStart(settings, done.size(), lastCompleted, now);
        Accommodation accommodation = settings.timed()
                ? accommodations.effectiveFor(assignment.organizationId(), assignment.id(), assignment.participant()).orElse(null)
                : null;
        // Drawn before anything is written: a bank that shrank below a draw is 409 DRAW_UNAVAILABLE, nothing started.
        Form form = forms.find(subject).filter(Form::variesPerAttempt).orElse(null);
        AttemptInstance instance = form == null ? null : instances.drawFor(form, assignment);
        Attempt attempt = Attempt.start(ids.newId(), assignment.organizationId(), assignment.id(), number, now, settings,
                accommodation, assignment.expiresAt());
        if (!attempts.addIfNoneOpen(attempt)) {
            // A concurrent start won: answer its attempt, never a second clock.
            Attempt winner = attempts.open(assignment.id()).orElseThrow(() -> DomainException.conflict("ATTEMPT_START_CONFLICT",
                    "Another start of this attempt was under way; try again"));
            return new Started(running(winner, now), false);
        }
        if (instance != null) {
            instances.store(attempt, instance);
        }
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("attemptNumber", number);
        changes.put("deadline", attempt.deadline());
        auditTrail.record(new AuditEntry(now, Actor.participant(subject.participantName(), assignment.organizationId(), ip),
                "attempt.start", "Assignment", assignment.id(), changes));
        return new Started(running(attempt, now), true);
    }

    static Running running(Attempt attempt, Instant now) {
        return new Running(attempt, attempt.remainingSeconds(now));
    }

    private Subject subject(String token) {
        return subjects.byToken(token).orElseThrow(() -> DomainException.notFound("Test link"));
    }
}
