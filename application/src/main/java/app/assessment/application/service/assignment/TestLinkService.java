package app.assessment.application.service.assignment;

import app.assessment.application.port.in.assignment.TestLinkUseCases;
import app.assessment.application.port.in.attempt.AttemptUseCases;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.assignment.DraftRepository;
import app.assessment.application.port.out.assignment.TestLinkSubjects;
import app.assessment.application.port.out.assignment.TestLinkSubjects.Subject;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.application.service.attempt.AttemptGate;
import app.assessment.application.service.attempt.SubjectForms;
import app.assessment.application.service.attempt.SubmissionRecorder;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import app.assessment.domain.attempt.Attempt;
import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.form.Answer;
import app.assessment.domain.form.Form;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.PaymentStatus;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

@ApplicationScoped
public class TestLinkService implements TestLinkUseCases {

    private final TestLinkSubjects subjects;
    private final SubjectForms forms;
    private final DraftRepository drafts;
    private final SubmissionRepository submissions;
    private final AttemptGate gate;
    private final SubmissionRecorder recorder;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public TestLinkService(TestLinkSubjects subjects, SubjectForms forms, DraftRepository drafts, SubmissionRepository submissions,
                           AttemptGate gate, SubmissionRecorder recorder, AuditTrail auditTrail, Clock clock) {
        this.subjects = subjects;
        this.forms = forms;
        this.drafts = drafts;
        this.submissions = submissions;
        this.gate = gate;
        this.recorder = recorder;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    /**
     * Reads only, so no transaction: BEGIN went with the first statement anyway, but its COMMIT was
     * a round trip of its own, one of three (docs/performance.md, issue 23). Each statement reads
     * committed data as it did inside the transaction. With the default settings it reads what it
     * read before attempts existed; attempts are read only for tests that have them.
     */
    @Override
    public TestLink open(String token) {
        Instant now = clock.now();
        Subject subject = subject(token);
        Assignment assignment = subject.assignment();
        AttemptSettings settings = subject.settings();
        Optional<Attempt> open = subject.openAttempt().filter(a -> !a.overdueAt(now));
        int used = attemptsUsed(subject);
        if (settings.sameAsDefaults() && open.isEmpty()) {
            assignment.ensureOpenAt(now);
        } else {
            ensureOpenForAttempts(subject, open.isPresent(), used, now);
        }
        Optional<AttemptUseCases.Running> running = open.map(a -> new AttemptUseCases.Running(a, a.remainingSeconds(now)));
        Form form = forms.formOf(subject);
        return new TestLink(assignment, form, subject.participantName(), paymentDue(subject),
                drafts.load(assignment.id()).map(d -> stillFitting(d, form)), settings, used, running);
    }

    @Override
    @Transactional
    public Result submit(String token, List<Answer> answers, String ip) {
        Instant now = clock.now();
        Subject subject = subject(token);
        Optional<Attempt> attempt = gate.answering(subject, now);
        Form form = forms.formOf(subject);
        Assignment assignment = subject.assignment();
        Result result = recorder.record(subject, form, answers, attempt, now,
                Actor.participant(subject.participantName(), assignment.organizationId(), ip));
        AttemptSettings settings = subject.settings();
        boolean released = settings.showScore().releasedAt(now, assignment.expiresAt(), result.pendingGrading());
        return new Result(result.submissionId(), result.score(), result.pendingGrading(), result.attemptNumber(), released, settings);
    }

    @Override
    @Transactional
    public Optional<DraftRepository.Draft> draft(String token) {
        Instant now = clock.now();
        Subject subject = subject(token);
        boolean attemptOpen = subject.openAttempt().filter(a -> !a.overdueAt(now)).isPresent();
        if (subject.settings().sameAsDefaults() && !attemptOpen) {
            subject.assignment().ensureOpenAt(now);
        } else {
            ensureOpenForAttempts(subject, attemptOpen, attemptsUsed(subject), now);
        }
        Form form = forms.formOf(subject);
        return drafts.load(subject.assignment().id()).map(d -> stillFitting(d, form));
    }

    @Override
    @Transactional
    public DraftRepository.Draft saveDraft(String token, List<Answer> answers, String ip) {
        Instant now = clock.now();
        Subject subject = subject(token);
        gate.answering(subject, now);
        Assignment assignment = subject.assignment();
        Form form = forms.formOf(subject);
        form.grade(answers);
        drafts.save(assignment.id(), answers, now);
        auditTrail.record(new AuditEntry(now, Actor.participant(subject.participantName(), assignment.organizationId(), ip),
                "draft.save", "Assignment", assignment.id(), Map.of("answers", answers.size())));
        return new DraftRepository.Draft(List.copyOf(answers), now);
    }

    private Subject subject(String token) {
        return subjects.byToken(token).orElseThrow(() -> DomainException.notFound("Test link"));
    }

    /**
     * The attempts completed so far. With the default settings nothing reads the count (one attempt, so
     * {@link #ensureOpenForAttempts} never weighs it, and the link's body leaves {@code attempts} out): no round trip for it,
     * also when a drawing form's first open gave the assignment an open attempt (ADR 0053).
     */
    private int attemptsUsed(Subject subject) {
        return subject.settings().sameAsDefaults() ? 0 : submissions.attemptsOf(subject.assignment().id()).size();
    }

    /**
     * A link with attempts stays readable while an attempt is under way (its deadline decides,
     * not the window) and, once completed, while another attempt may still be started.
     */
    private static void ensureOpenForAttempts(Subject subject, boolean attemptOpen, int used, Instant now) {
        Assignment assignment = subject.assignment();
        AttemptSettings settings = subject.settings();
        if (attemptOpen && assignment.status() != AssignmentStatus.CANCELLED) {
            return;
        }
        boolean attemptsLeft = settings.attemptsAllowed() == null || used < settings.attemptsAllowed();
        if (assignment.status() == AssignmentStatus.COMPLETED && attemptsLeft && !settings.singleAttempt()) {
            assignment.ensureWindowOpenAt(now);
        } else {
            assignment.ensureOpenAt(now);
        }
    }

    /** What the participant must pay before starting, as the domain decides it. */
    private static Optional<TestLinkSubjects.PaymentDue> paymentDue(Subject subject) {
        return subject.currentCharge().filter(c -> AssignmentPayment.requiresPayment(Optional.of(PaymentStatus.fromWire(c.status()))));
    }

    /** Answers to questions or options removed by a later edit are left out, not destroyed. */
    private static DraftRepository.Draft stillFitting(DraftRepository.Draft draft, Form form) {
        return new DraftRepository.Draft(form.stillAnswerable(draft.answers()), draft.updatedAt());
    }
}
