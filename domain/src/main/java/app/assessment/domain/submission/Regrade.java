package app.assessment.domain.submission;

import app.assessment.domain.form.AnswerScore;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.RegradeAction;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A regrade of one submission after a key was wrong (ADR 0050). Each action is applied to the
 * stored answer, so applying the same actions again changes nothing:
 * <ul>
 * <li>RESCORE scores the given answer with the question's current key (0 when it no longer fits,
 * e.g. its option was removed); essays, and short answers the key does not match under manual
 * review, keep their grade, or await one again when an adjustment is lifted;
 * <li>FULL_MARKS gives the question's points, answered or not;
 * <li>EXCLUDE takes the question out of both total and maximum.
 * </ul>
 * A question's maximum is the one its snapshot kept when it has one, else the current key's.
 */
public final class Regrade {

    private Regrade() {
    }

    /** The submission after {@code actions} (question id to action, questions of {@code form}); itself when nothing changes. */
    public static Submission apply(Submission submission, Form form, Map<String, RegradeAction> actions) {
        Map<String, AnswerSnapshot> byQuestion = new LinkedHashMap<>();
        submission.answers().forEach(a -> byQuestion.put(a.questionId(), a));
        BigDecimal total = submission.score().total();
        BigDecimal max = submission.score().max();
        boolean changed = false;
        for (Map.Entry<String, RegradeAction> entry : actions.entrySet()) {
            Question question = form.question(entry.getKey()).orElseThrow(() -> DomainException.invalid("questionId",
                    "question " + entry.getKey() + " is not in the form"));
            AnswerSnapshot before = byQuestion.get(question.id());
            AnswerSnapshot after = apply(before, question, entry.getValue());
            if (after == before) {
                continue;
            }
            changed = true;
            BigDecimal questionMax = after.maxPointsOr(question);
            total = total.subtract(counted(before)).add(counted(after));
            if (before != null && before.excluded()) {
                max = max.add(questionMax);
            }
            if (after.excluded()) {
                max = max.subtract(questionMax);
            }
            byQuestion.put(question.id(), after);
        }
        return changed ? submission.rescored(new ArrayList<>(byQuestion.values()), total, max) : submission;
    }

    private static BigDecimal counted(AnswerSnapshot answer) {
        return answer == null || answer.excluded() ? BigDecimal.ZERO : answer.points();
    }

    /** The answer after the action; {@code before} itself when the action changes nothing. */
    private static AnswerSnapshot apply(AnswerSnapshot before, Question question, RegradeAction action) {
        AnswerSnapshot answer = before != null ? before : AnswerSnapshot.unanswered(question);
        AnswerSnapshot after = switch (action) {
            case EXCLUDE -> answer.regraded(BigDecimal.ZERO.setScale(2), false, RegradeAction.EXCLUDE);
            case FULL_MARKS -> answer.regraded(answer.maxPointsOr(question).setScale(2), false, RegradeAction.FULL_MARKS);
            case RESCORE -> rescored(answer, question);
        };
        if (before == null && after.adjustment() == null) {
            return null; // an unanswered question with nothing to carry stays absent
        }
        return after.equals(before) ? before : after;
    }

    private static AnswerSnapshot rescored(AnswerSnapshot answer, Question question) {
        if (!answer.answered()) {
            return answer.regraded(BigDecimal.ZERO.setScale(2), false, null);
        }
        AnswerScore key;
        try {
            key = answer.questionType() == question.type() ? question.score(answer.answer()) : null;
        } catch (DomainException e) {
            key = null; // the answer names what the corrected question no longer has
        }
        boolean graded = answer.questionType() == QuestionType.ESSAY || (key != null && key.pendingGrading());
        if (graded) {
            return answer.adjustment() == null ? answer : answer.regraded(BigDecimal.ZERO.setScale(2), true, null);
        }
        return answer.regraded(key == null ? BigDecimal.ZERO.setScale(2) : key.points(), false, null);
    }
}
