package app.assessment.adapters.rest.form;

import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.MultipleChoiceSpec;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.QuestionSpec;
import app.assessment.domain.form.Scoring;
import app.assessment.domain.form.ShortAnswerSpec;
import app.assessment.domain.form.ToleranceType;
import app.assessment.domain.form.TrueFalseSpec;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.util.List;

/** A spec flattened into the key fields a question is sent with (FormCommand.QuestionInput), null where its type has none. */
public record QuestionKeys(BigDecimal points, Scoring scoring, List<AcceptedBody> accepted, Boolean exact,
                    Boolean manualReviewWhenUnmatched, Integer maxLength, List<MatchingSpec.Pair> pairs, List<String> distractors,
                    List<OrderingSpec.Item> items) {

    private static final QuestionKeys NONE = new QuestionKeys(null, null, null, null, null, null, null, null, null);

    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record AcceptedBody(BigDecimal value, BigDecimal tolerance, ToleranceType toleranceType, String text, BigDecimal points) {
    }

    static QuestionKeys of(QuestionSpec spec) {
        if (spec instanceof MultipleChoiceSpec s) {
            return NONE.with(s.points(), s.scoring());
        }
        if (spec instanceof TrueFalseSpec s) {
            return NONE.with(s.points(), null);
        }
        if (spec instanceof EssaySpec s) {
            return new QuestionKeys(s.points(), null, null, null, null, s.maxLength(), null, null, null);
        }
        if (spec instanceof NumericSpec s) {
            return new QuestionKeys(null, null, s.accepted().stream()
                    .map(a -> new AcceptedBody(a.value(), a.tolerance(), a.toleranceType(), null, a.points())).toList(),
                    null, null, null, null, null, null);
        }
        if (spec instanceof ShortAnswerSpec s) {
            return new QuestionKeys(null, null, s.accepted().stream()
                    .map(a -> new AcceptedBody(null, null, null, a.text(), a.points())).toList(),
                    s.exact(), s.manualReviewWhenUnmatched(), null, null, null, null);
        }
        if (spec instanceof MatchingSpec s) {
            return new QuestionKeys(s.points(), s.scoring(), null, null, null, null, s.pairs(), s.distractors(), null);
        }
        if (spec instanceof OrderingSpec s) {
            return new QuestionKeys(s.points(), s.scoring(), null, null, null, null, null, null, s.items());
        }
        return NONE;
    }

    private QuestionKeys with(BigDecimal points, Scoring scoring) {
        return new QuestionKeys(points, scoring, null, null, null, null, null, null, null);
    }
}
