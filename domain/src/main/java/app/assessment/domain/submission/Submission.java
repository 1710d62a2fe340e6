package app.assessment.domain.submission;

import app.assessment.domain.assignment.Participant;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.time.Instant;
import java.util.List;

/**
 * A participant's answers to an assignment, scored when submitted. Everything a result shows is
 * kept as it was at that moment (titles, names, answer texts, points, score ranges), so later edits of the
 * form or of people never change a submitted result. While an answer awaits a grader
 * ({@code pendingGrading}) the total is provisional and the score has no range (ADR 0050).
 */
public record Submission(
        String id,
        String organizationId,
        String assignmentId,
        String formId,
        String formTitle,
        Participant participant,
        String participantName,
        String assignedById,
        ScoreResult score,
        List<ScoreRange> scoreRanges,
        List<AnswerSnapshot> answers,
        Instant completedAt,
        boolean pendingGrading,
        int attemptNumber,
        boolean counted) {

    public Submission {
        Check.id("id", id);
        Check.id("organizationId", organizationId);
        Check.id("assignmentId", assignmentId);
        Check.id("formId", formId);
        Check.required("formTitle", formTitle);
        Check.required("participant", participant);
        Check.required("participantName", participantName);
        Check.required("score", score);
        scoreRanges = List.copyOf(Check.required("scoreRanges", scoreRanges));
        answers = List.copyOf(Check.required("answers", answers));
        Check.required("completedAt", completedAt);
        Check.between("attemptNumber", attemptNumber, 1, Integer.MAX_VALUE);
    }

    /** The only attempt at its assignment, counted, as every submission was before attempts. */
    public Submission(String id, String organizationId, String assignmentId, String formId, String formTitle,
                      Participant participant, String participantName, String assignedById, ScoreResult score,
                      List<ScoreRange> scoreRanges, List<AnswerSnapshot> answers, Instant completedAt, boolean pendingGrading) {
        this(id, organizationId, assignmentId, formId, formTitle, participant, participantName, assignedById, score, scoreRanges,
                answers, completedAt, pendingGrading, 1, true);
    }

    /** A submission with nothing awaiting a grader, as every submission was before question types. */
    public Submission(String id, String organizationId, String assignmentId, String formId, String formTitle,
                      Participant participant, String participantName, String assignedById, ScoreResult score,
                      List<ScoreRange> scoreRanges, List<AnswerSnapshot> answers, Instant completedAt) {
        this(id, organizationId, assignmentId, formId, formTitle, participant, participantName, assignedById, score, scoreRanges,
                answers, completedAt, false);
    }

    /** The grader's comment on one answer: at most this many characters. */
    public static final int COMMENT_MAX = 2000;

    /**
     * The answer to a question, as it was given; 404 when the question was left unanswered (a
     * snapshot that only carries a regrade adjustment is no answer).
     */
    public AnswerSnapshot answerTo(String questionId) {
        return answers.stream().filter(a -> a.questionId().equals(questionId) && a.answered()).findFirst()
                .orElseThrow(() -> DomainException.notFound("Answer"));
    }

    /**
     * A person's grade of one answer (ADR 0050): an essay or a short answer, 0 up to the question's
     * points, with an optional comment. A grade may be changed later. The total moves by the change;
     * the last grade ends {@code pendingGrading} and the total falls in its range again.
     */
    public Submission grade(String questionId, BigDecimal points, String comment) {
        AnswerSnapshot answer = answerTo(questionId);
        QuestionType type = answer.questionType();
        if (type != QuestionType.ESSAY && type != QuestionType.SHORT_ANSWER) {
            throw DomainException.conflict("ANSWER_NOT_GRADED_BY_HAND", "Only essay and short answers are graded by hand; "
                    + "a " + type + " answer is scored by its key (regrade the form to change it)");
        }
        if (answer.excluded()) {
            // Its points count nowhere: a grade would move a total the question is no longer part of.
            throw DomainException.conflict("ANSWER_EXCLUDED", "The question was excluded by a regrade; regrade it with "
                    + "RESCORE first to grade it again");
        }
        BigDecimal given = Check.cents("points", points, BigDecimal.ZERO, answer.maxPoints());
        Check.optionalText("comment", comment, COMMENT_MAX);
        List<AnswerSnapshot> graded = new ArrayList<>(answers.size());
        for (AnswerSnapshot a : answers) {
            graded.add(a == answer ? a.graded(given, comment) : a);
        }
        return rescored(graded, score.total().subtract(answer.points()).add(given), score.max());
    }

    /** The same submission with other answers and totals; the range follows the total unless a grade is pending. */
    public Submission rescored(List<AnswerSnapshot> newAnswers, BigDecimal total, BigDecimal max) {
        boolean pending = newAnswers.stream().anyMatch(AnswerSnapshot::awaitsGrading);
        ScoreResult rescored = ScoreResult.of(total, max, pending ? List.of() : scoreRanges);
        return new Submission(id, organizationId, assignmentId, formId, formTitle, participant, participantName, assignedById,
                rescored, scoreRanges, newAnswers, completedAt, pending, attemptNumber, counted);
    }
}
