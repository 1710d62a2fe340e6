package app.assessment.application.service.assignment;

import app.assessment.application.port.in.assignment.TestLinkUseCases;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.assignment.DraftRepository;
import app.assessment.application.port.out.assignment.ParticipantDirectory;
import app.assessment.application.port.out.assignment.StartConditions;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.ChosenOption;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.submission.Submission;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

@ApplicationScoped
public class TestLinkService implements TestLinkUseCases {

    private final AssignmentRepository assignments;
    private final FormRepository forms;
    private final ParticipantDirectory participants;
    private final DraftRepository drafts;
    private final SubmissionRepository submissions;
    private final StartConditions startConditions;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;

    public TestLinkService(AssignmentRepository assignments, FormRepository forms, ParticipantDirectory participants,
                           DraftRepository drafts, SubmissionRepository submissions, StartConditions startConditions,
                           AuditTrail auditTrail, IdGenerator ids, Clock clock) {
        this.assignments = assignments;
        this.forms = forms;
        this.participants = participants;
        this.drafts = drafts;
        this.submissions = submissions;
        this.startConditions = startConditions;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    @Transactional
    public TestLink open(String token) {
        Assignment assignment = openAssignment(token);
        Form form = formOf(assignment);
        return new TestLink(assignment, form, participantName(assignment), startConditions.paymentDue(assignment.id()),
                drafts.load(assignment.id()).map(d -> stillFitting(d, form)));
    }

    @Override
    @Transactional
    public Result submit(String token, List<ChosenOption> answers, String ip) {
        Assignment assignment = startable(token);
        Form form = formOf(assignment);
        List<AnswerSnapshot> snapshots = form.answer(answers);
        ScoreResult score = form.scoreOf(snapshots);
        Instant now = clock.now();
        if (!assignments.completeIfActive(assignment.id(), now)) {
            throw DomainException.conflict("ASSIGNMENT_COMPLETED", "The test was already completed");
        }
        String name = participantName(assignment);
        Submission submission = new Submission(ids.newId(), assignment.organizationId(), assignment.id(), form.id(), form.title(),
                assignment.participant(), name, assignment.assignedById(), score, form.scoreRanges(), snapshots, now);
        submissions.add(submission);
        drafts.delete(assignment.id());
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("assignmentId", assignment.id());
        changes.put("totalScore", score.total());
        changes.put("maxScore", score.max());
        changes.put("answers", snapshots.size());
        auditTrail.record(new AuditEntry(now, Actor.participant(name, assignment.organizationId(), ip), "submission.create",
                "Submission", submission.id(), changes));
        return new Result(submission.id(), score);
    }

    @Override
    @Transactional
    public Optional<DraftRepository.Draft> draft(String token) {
        Assignment assignment = openAssignment(token);
        Form form = formOf(assignment);
        return drafts.load(assignment.id()).map(d -> stillFitting(d, form));
    }

    @Override
    @Transactional
    public DraftRepository.Draft saveDraft(String token, List<ChosenOption> answers, String ip) {
        Assignment assignment = startable(token);
        Form form = formOf(assignment);
        form.answer(answers);
        Instant now = clock.now();
        drafts.save(assignment.id(), answers, now);
        auditTrail.record(new AuditEntry(now, Actor.participant(participantName(assignment), assignment.organizationId(), ip),
                "draft.save", "Assignment", assignment.id(), Map.of("answers", answers.size())));
        return new DraftRepository.Draft(List.copyOf(answers), now);
    }

    private Assignment openAssignment(String token) {
        Assignment assignment = assignments.byToken(token).orElseThrow(() -> DomainException.notFound("Test link"));
        assignment.ensureOpenAt(clock.now());
        return assignment;
    }

    /** Open, and no payment pending: only then may answers be saved or submitted. */
    private Assignment startable(String token) {
        Assignment assignment = openAssignment(token);
        if (startConditions.paymentDue(assignment.id()).isPresent()) {
            throw new DomainException(DomainException.Kind.PAYMENT_REQUIRED, "PAYMENT_REQUIRED",
                    "The test can start once its payment is confirmed");
        }
        return assignment;
    }

    private Form formOf(Assignment assignment) {
        return forms.byId(assignment.organizationId(), assignment.formId())
                .orElseThrow(() -> DomainException.gone("ASSIGNMENT_FORM_DELETED", "The test's form was deleted"));
    }

    private String participantName(Assignment assignment) {
        return participants.namesOf(List.of(assignment.participant())).getOrDefault(assignment.participant().id(), "");
    }

    /** Answers to questions or options removed by a later edit are left out, not destroyed. */
    private static DraftRepository.Draft stillFitting(DraftRepository.Draft draft, Form form) {
        return new DraftRepository.Draft(form.stillAnswerable(draft.answers()), draft.updatedAt());
    }
}
