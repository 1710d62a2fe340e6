package app.assessment.application.port.in.attempt;

import app.assessment.domain.form.Form;
import app.assessment.domain.submission.Submission;

/** What a participant may see of their latest completed attempt, by the settings and the server's clock now. */
public interface ReviewUseCases {

    /** 404 unknown token; 409 {@code NO_COMPLETED_ATTEMPT} before one completes. */
    Review review(String token);

    /**
     * @param form the form at the version the attempt was taken on (its key and feedback)
     * @param score whether the score, band and points are released now
     * @param correctAnswers whether the key and whether each answer was right are released now
     * @param feedback whether question and option feedback are released now
     */
    record Review(Submission submission, Form form, boolean score, boolean correctAnswers, boolean feedback) {
    }
}
