package app.assessment.application.port.in.assignment;

import app.assessment.application.port.in.attempt.AttemptUseCases;
import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.application.port.out.assignment.DraftRepository;
import app.assessment.application.port.out.assignment.TestLinkSubjects;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.form.Answer;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.ScoreResult;
import java.util.List;
import java.util.Optional;

/** What a participant does through the link; the token is the credential. */
public interface TestLinkUseCases {

    /** The test to take: 404 unknown token, 410 cancelled or expired, 409 completed or not open yet. */
    TestLink open(String token);

    Result submit(String token, List<Answer> answers, String ip);

    /** The saved draft, reduced to the answers that still fit the form. */
    Optional<DraftRepository.Draft> draft(String token);

    DraftRepository.Draft saveDraft(String token, List<Answer> answers, String ip);

    /**
     * @param settings     the assignment's attempt settings
     * @param attemptsUsed attempts completed so far
     * @param openAttempt  the attempt under way, with the seconds the server gives it
     */
    record TestLink(Assignment assignment, Form form, String participantName, Optional<TestLinkSubjects.PaymentDue> paymentDue,
                    Optional<DraftRepository.Draft> draft, AttemptSettings settings, int attemptsUsed,
                    Optional<AttemptUseCases.Running> openAttempt) {
    }

    /**
     * {@code pendingGrading}: the total is provisional until a grader scores what awaits one (no label or colour yet).
     * {@code scoreReleased}: whether the settings let the participant see the score now (showScore).
     */
    record Result(String submissionId, ScoreResult score, boolean pendingGrading, int attemptNumber, boolean scoreReleased,
                  AttemptSettings settings) {

        /** A submission of a test with the default settings. */
        public Result(String submissionId, ScoreResult score, boolean pendingGrading, int attemptNumber) {
            this(submissionId, score, pendingGrading, attemptNumber, true, AttemptSettings.DEFAULTS);
        }
    }
}
