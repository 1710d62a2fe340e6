package app.assessment.application.service.assignment;

import app.assessment.application.port.in.assignment.TestLinkUseCases;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.assignment.DraftRepository;
import app.assessment.application.port.out.assignment.TestLinkSubjects;
import app.assessment.application.port.out.assignment.TestLinkSubjects.Subject;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.Answer;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Grading;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.PaymentStatus;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.submission.Submission;
import app.assessment.application.service.notification.NotificationEnqueuer;
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
    private final AssignmentRepository assignments;
    private final FormRepository forms;
    private final DraftRepository drafts;
    private final SubmissionRepository submissions;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;
    private final OperationalMetrics metrics;
    private final NotificationEnqueuer notifications;

    public TestLinkService(TestLinkSubjects subjects, AssignmentRepository assignments, FormRepository forms,
                           DraftRepository drafts, SubmissionRepository submissions, AuditTrail auditTrail, IdGenerator ids,
                           Clock clock, OperationalMetrics metrics, NotificationEnqueuer notifications) {
        this.subjects = subjects;
        this.assignments = assignments;
        this.forms = forms;
        this.drafts = drafts;
        this.submissions = submissions;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
        this.metrics = metrics;
        this.notifications = notifications;
    }

    /**
     * Reads only, so no transaction: BEGIN went with the first statement anyway, but its COMMIT was
     * a round trip of its own, one of three (docs/performance.md, issue 23). Each statement reads
     * committed data as it did inside the transaction.
     */
    @Override
    public TestLink open(String token) {
        Subject subject = open(token, clock.now());
        Assignment assignment = subject.assignment();
        Form form = formOf(subject);
        return new TestLink(assignment, form, subject.participantName(), paymentDue(subject),
                drafts.load(assignment.id()).map(d -> stillFitting(d, form)));
    }

    @Override
    @Transactional
    public Result submit(String token, List<Answer> answers, String ip) {
        Instant now = clock.now();
        Subject subject = startable(token, now);
        Assignment assignment = subject.assignment();
        Form form = formOf(subject);
        Grading grading = form.grade(answers);
        List<AnswerSnapshot> snapshots = grading.snapshots();
        ScoreResult score = grading.result();
        if (!assignments.completeIfActive(assignment.complete(now))) {
            throw DomainException.conflict("ASSIGNMENT_COMPLETED", "The test was already completed");
        }
        String name = subject.participantName();
        Submission submission = new Submission(ids.newId(), assignment.organizationId(), assignment.id(), form.id(), form.title(),
                assignment.participant(), name, assignment.assignedById(), score, form.scoreRanges(), snapshots, now,
                grading.pendingGrading());
        submissions.add(submission);
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("assignmentId", assignment.id());
        changes.put("totalScore", score.total());
        changes.put("maxScore", score.max());
        changes.put("answers", snapshots.size());
        if (grading.pendingGrading()) {
            changes.put("pendingGrading", true);
        }
        auditTrail.record(new AuditEntry(now, Actor.participant(name, assignment.organizationId(), ip), "submission.create",
                "Submission", submission.id(), changes));
        metrics.submissionRecorded();
        notifications.submissionReceived(assignment, name, form.title(), score);
        return new Result(submission.id(), score, grading.pendingGrading());
    }

    @Override
    @Transactional
    public Optional<DraftRepository.Draft> draft(String token) {
        Subject subject = open(token, clock.now());
        Assignment assignment = subject.assignment();
        Form form = formOf(subject);
        return drafts.load(assignment.id()).map(d -> stillFitting(d, form));
    }

    @Override
    @Transactional
    public DraftRepository.Draft saveDraft(String token, List<Answer> answers, String ip) {
        Instant now = clock.now();
        Subject subject = startable(token, now);
        Assignment assignment = subject.assignment();
        Form form = formOf(subject);
        form.grade(answers);
        drafts.save(assignment.id(), answers, now);
        auditTrail.record(new AuditEntry(now, Actor.participant(subject.participantName(), assignment.organizationId(), ip),
                "draft.save", "Assignment", assignment.id(), Map.of("answers", answers.size())));
        return new DraftRepository.Draft(List.copyOf(answers), now);
    }

    private Subject open(String token, Instant now) {
        Subject subject = subjects.byToken(token).orElseThrow(() -> DomainException.notFound("Test link"));
        subject.assignment().ensureOpenAt(now);
        return subject;
    }

    /** Open, and no payment pending: only then may answers be saved or submitted. */
    private Subject startable(String token, Instant now) {
        Subject subject = open(token, now);
        AssignmentPayment.ensureTestCanStart(subject.currentCharge().map(c -> PaymentStatus.fromWire(c.status())));
        return subject;
    }

    /** What the participant must pay before starting, as the domain decides it. */
    private static Optional<TestLinkSubjects.PaymentDue> paymentDue(Subject subject) {
        return subject.currentCharge().filter(c -> AssignmentPayment.requiresPayment(Optional.of(PaymentStatus.fromWire(c.status()))));
    }

    private Form formOf(Subject subject) {
        Assignment assignment = subject.assignment();
        return forms.byIdAt(assignment.organizationId(), assignment.formId(), subject.formVersion())
                .orElseThrow(() -> DomainException.gone("ASSIGNMENT_FORM_DELETED", "The test's form was deleted"));
    }

    /** Answers to questions or options removed by a later edit are left out, not destroyed. */
    private static DraftRepository.Draft stillFitting(DraftRepository.Draft draft, Form form) {
        return new DraftRepository.Draft(form.stillAnswerable(draft.answers()), draft.updatedAt());
    }
}
