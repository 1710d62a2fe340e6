package app.assessment.adapters.rest.form;

import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.Scoring;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A question with its whole key, for the people who manage it; null key fields are left out. A
 * form's questions and a bank's questions read the same (ADR 0052).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(name = "QuestionBody", description = "`type` is always present; the key fields of the question's type follow it "
        + "(see `QuestionInput`), the others are left out. A question sent without `type` reads back as `SINGLE_CHOICE` "
        + "with exactly the fields it had before question types.")
public record QuestionBody(String id, String text, int order, List<OptionBody> options, QuestionType type, BigDecimal points,
                           Scoring scoring, List<QuestionKeys.AcceptedBody> accepted, Boolean exact,
                           Boolean manualReviewWhenUnmatched, Integer maxLength, List<MatchingSpec.Pair> pairs,
                           List<String> distractors, List<OrderingSpec.Item> items, String feedback) {

    /** Each question type's fields, for the schemas of the bodies that take a question. */
    public static final String TYPES = FormBodies.QUESTION_TYPES;
    public static final String EXAMPLES = FormBodies.QUESTION_EXAMPLES;

    public static QuestionBody from(Question q) {
        QuestionKeys k = QuestionKeys.of(q.spec());
        return new QuestionBody(q.id(), q.text(), q.order(), q.options().stream().map(o -> OptionBody.from(o, q.type().keyedByCorrect()))
                .toList(), q.type(), k.points(), k.scoring(), k.accepted(), k.exact(), k.manualReviewWhenUnmatched(),
                k.maxLength(), k.pairs(), k.distractors(), k.items(), q.feedback());
    }
}
