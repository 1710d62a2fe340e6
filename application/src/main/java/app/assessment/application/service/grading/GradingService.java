package app.assessment.application.service.grading;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.grading.GradingUseCases;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.submission.Submission;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import jakarta.transaction.Transactional;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

@ApplicationScoped
public class GradingService implements GradingUseCases {

    private final SubmissionRepository submissions;
    private final GradedSubmissions graded;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public GradingService(SubmissionRepository submissions, GradedSubmissions graded, AuditTrail auditTrail, Clock clock) {
        this.submissions = submissions;
        this.graded = graded;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    @Override
    @ActivateRequestContext
    @Transactional
    public SubmissionRepository.PendingPage queue(Caller caller, String formId, PageRequest page) {
        return submissions.pendingGrading(caller.organizationId(), Permissions.narrowedTo(caller.role(), caller.userId()),
                formId, page.offset(), page.size());
    }

    /**
     * The submission row is locked first, so two graders of one submission apply one after the
     * other and the second sees the first's total. The result, its band, the report and the PDF
     * all read the row, so they change in this transaction; the participant's mail goes through
     * the outbox in it too, only when this grade is the last one awaited.
     */
    @Override
    @Transactional
    public Submission grade(Caller caller, String submissionId, String questionId, BigDecimal points, String comment) {
        Submission before = submissions.lockById(caller.organizationId(), submissionId)
                .filter(s -> Permissions.canSeeSubmission(caller.role(), caller.userId(), s.assignedById(),
                        () -> submissions.formOwnedBy(s.formId(), caller.userId())))
                .orElseThrow(() -> DomainException.notFound("Submission"));
        AnswerSnapshot old = before.answerTo(questionId);
        Submission after = before.grade(questionId, points, comment);
        AnswerSnapshot given = after.answerTo(questionId);
        graded.save(before, after);
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("questionId", questionId);
        changes.put("points", Map.of("old", old.awaitsGrading() ? "pending" : old.points(), "new", given.points()));
        changes.put("totalScore", Map.of("old", before.score().total(), "new", after.score().total()));
        if (given.comment() != null || old.comment() != null) {
            changes.put("commentChanged", !Objects.equals(old.comment(), given.comment()));
        }
        if (before.pendingGrading() != after.pendingGrading()) {
            changes.put("pendingGrading", Map.of("old", before.pendingGrading(), "new", after.pendingGrading()));
        }
        auditTrail.record(new AuditEntry(clock.now(), caller.actor(), "submission.grade", "Submission", submissionId, changes));
        return after;
    }
}
