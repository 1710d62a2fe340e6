package app.assessment.application.port.in.assignment;

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

    record TestLink(Assignment assignment, Form form, String participantName, Optional<TestLinkSubjects.PaymentDue> paymentDue,
                    Optional<DraftRepository.Draft> draft) {
    }

    /** {@code pendingGrading}: the total is provisional until a grader scores what awaits one (no label or colour yet). */
    record Result(String submissionId, ScoreResult score, boolean pendingGrading) {
    }
}
