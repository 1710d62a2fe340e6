package app.assessment.application.service.attempt;

import app.assessment.application.port.in.attempt.ReviewUseCases;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.assignment.TestLinkSubjects;
import app.assessment.application.port.out.assignment.TestLinkSubjects.Subject;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.application.port.out.submission.SubmissionRepository.CompletedAttempt;
import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.submission.Submission;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;

/**
 * The participant's review (ADR 0051): each part is released by its own setting at the moment of
 * the read, so the same link shows more as the close or the last grade passes. Staff reports are
 * not affected.
 */
@ApplicationScoped
public class ReviewService implements ReviewUseCases {

    private final TestLinkSubjects subjects;
    private final SubmissionRepository submissions;
    private final SubjectForms forms;
    private final Clock clock;

    public ReviewService(TestLinkSubjects subjects, SubmissionRepository submissions, SubjectForms forms, Clock clock) {
        this.subjects = subjects;
        this.submissions = submissions;
        this.forms = forms;
        this.clock = clock;
    }

    @Override
    public Review review(String token) {
        Instant now = clock.now();
        Subject subject = subjects.byToken(token).orElseThrow(() -> DomainException.notFound("Test link"));
        List<CompletedAttempt> attempts = submissions.attemptsOf(subject.assignment().id());
        if (attempts.isEmpty()) {
            throw DomainException.conflict("NO_COMPLETED_ATTEMPT", "There is nothing to review before an attempt is completed");
        }
        String organizationId = subject.assignment().organizationId();
        Submission latest = submissions.byId(organizationId, attempts.get(attempts.size() - 1).submissionId())
                .orElseThrow(() -> DomainException.notFound("Submission"));
        AttemptSettings settings = subject.settings();
        Instant closes = subject.assignment().expiresAt();
        boolean pending = latest.pendingGrading();
        return new Review(latest, forms.formOf(subject), settings.showScore().releasedAt(now, closes, pending),
                settings.showCorrectAnswers().releasedAt(now, closes, pending), settings.showFeedback().releasedAt(now, closes, pending));
    }
}
