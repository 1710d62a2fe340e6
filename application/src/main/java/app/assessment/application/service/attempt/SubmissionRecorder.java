package app.assessment.application.service.attempt;

import app.assessment.application.port.in.assignment.TestLinkUseCases.Result;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.assignment.TestLinkSubjects.Subject;
import app.assessment.application.port.out.attempt.AttemptRepository;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.application.service.notification.NotificationEnqueuer;
import app.assessment.application.service.statistics.StatisticsUpdater;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import app.assessment.domain.attempt.Attempt;
import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.domain.attempt.GradingPolicy;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.form.Answer;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Grading;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.submission.Submission;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Turns answers into a submission, for a participant's submit and for the closing job alike:
 * scored, the assignment (and attempt) completed exactly once, counted under the grading
 * policy, audited and notified, all in the caller's transaction.
 */
@ApplicationScoped
public class SubmissionRecorder {

    private final AssignmentRepository assignments;
    private final AttemptRepository attempts;
    private final SubmissionRepository submissions;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final OperationalMetrics metrics;
    private final NotificationEnqueuer notifications;
    private final StatisticsUpdater statistics;

    public SubmissionRecorder(AssignmentRepository assignments, AttemptRepository attempts, SubmissionRepository submissions,
                              AuditTrail auditTrail, IdGenerator ids, OperationalMetrics metrics,
                              NotificationEnqueuer notifications, StatisticsUpdater statistics) {
        this.assignments = assignments;
        this.attempts = attempts;
        this.submissions = submissions;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.metrics = metrics;
        this.notifications = notifications;
        this.statistics = statistics;
    }

    /**
     * @param attempt     the attempt the answers complete; empty for a test taken without a start, as before attempts
     * @param completedAt now for a submit; the deadline for an attempt the closing job completes
     */
    public Result record(Subject subject, Form form, List<Answer> answers, Optional<Attempt> attempt, Instant completedAt,
                         Actor actor) {
        Assignment assignment = subject.assignment();
        Grading grading = form.grade(answers);
        List<AnswerSnapshot> snapshots = grading.snapshots();
        ScoreResult score = grading.result();
        String submissionId = ids.newId();
        complete(assignment, attempt, completedAt, submissionId);
        int number = attempt.map(Attempt::number).orElse(1);
        Submission submission = new Submission(submissionId, assignment.organizationId(), assignment.id(), form.id(), form.title(),
                assignment.participant(), subject.participantName(), assignment.assignedById(), score, form.scoreRanges(), snapshots,
                completedAt, grading.pendingGrading(), number, true);
        submissions.add(submission);
        Set<Integer> counted = count(subject.settings(), assignment.id());
        auditTrail.record(new AuditEntry(completedAt, actor, "submission.create", "Submission", submission.id(),
                changes(assignment, score, snapshots.size(), grading.pendingGrading(), attempt)));
        metrics.submissionRecorded();
        notifications.submissionReceived(assignment, subject.participantName(), form.title(), score);
        notifications.submissionCompleted(submission);
        // Last: the form's sums rows stay locked from here to the commit, so concurrent submits queue only this long.
        statistics.submitted(form, submission);
        if (counted != null) {
            statistics.countedChanged(assignment.id(), counted);
        }
        return new Result(submission.id(), score, grading.pendingGrading(), number);
    }

    private void complete(Assignment assignment, Optional<Attempt> attempt, Instant at, String submissionId) {
        if (attempt.isEmpty()) {
            if (!assignments.completeIfActive(assignment.complete(at))) {
                throw completed();
            }
            return;
        }
        if (!attempts.completeIfOpen(attempt.get().complete(at, submissionId))) {
            throw completed();
        }
        Assignment done = assignment.completeAttempt(at);
        if (assignment.status() == AssignmentStatus.COMPLETED) {
            assignments.completedAgain(assignment.id(), at);
        } else if (!assignments.completeIfActive(done)) {
            throw completed();
        }
    }

    /**
     * Several attempts: which of them make the score follows the policy, recomputed with each one.
     *
     * @return the attempt numbers that count now; null for a single attempt, which always counts
     */
    private Set<Integer> count(AttemptSettings settings, String assignmentId) {
        if (settings.singleAttempt()) {
            return null;
        }
        GradingPolicy.Outcome outcome = settings.gradingPolicy().outcome(submissions.attemptsOf(assignmentId).stream()
                .map(SubmissionRepository.CompletedAttempt::scored).toList());
        submissions.markCounted(assignmentId, outcome.counted());
        return outcome.counted();
    }

    private static Map<String, Object> changes(Assignment assignment, ScoreResult score, int answers, boolean pending,
                                               Optional<Attempt> attempt) {
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("assignmentId", assignment.id());
        changes.put("totalScore", score.total());
        changes.put("maxScore", score.max());
        changes.put("answers", answers);
        if (pending) {
            changes.put("pendingGrading", true);
        }
        attempt.ifPresent(a -> changes.put("attemptNumber", a.number()));
        return changes;
    }

    private static DomainException completed() {
        return DomainException.conflict("ASSIGNMENT_COMPLETED", "The test was already completed");
    }
}
