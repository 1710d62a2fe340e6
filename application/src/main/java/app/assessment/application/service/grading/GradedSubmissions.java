package app.assessment.application.service.grading;

import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.application.service.notification.NotificationEnqueuer;
import app.assessment.application.service.statistics.StatisticsUpdater;
import app.assessment.domain.submission.Submission;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * Writes a graded or regraded submission and, when that settled its last pending answer, queues
 * the participant's SUBMISSION_GRADED in the same transaction (the outbox): a grade and a regrade
 * complete a submission alike. The statistics' sums move by the change in the same transaction.
 */
@ApplicationScoped
class GradedSubmissions {

    private final SubmissionRepository submissions;
    private final AssignmentRepository assignments;
    private final NotificationEnqueuer notifications;
    private final StatisticsUpdater statistics;

    GradedSubmissions(SubmissionRepository submissions, AssignmentRepository assignments, NotificationEnqueuer notifications,
                      StatisticsUpdater statistics) {
        this.submissions = submissions;
        this.assignments = assignments;
        this.notifications = notifications;
        this.statistics = statistics;
    }

    void save(Submission before, Submission after) {
        submissions.update(after);
        statistics.regraded(after);
        if (before.pendingGrading() && !after.pendingGrading()) {
            assignments.byId(after.organizationId(), after.assignmentId())
                    .ifPresent(assignment -> notifications.submissionGraded(assignment, after));
        }
    }
}
