package app.assessment.adapters.rest.assignment;

import app.assessment.domain.form.Answer;
import app.assessment.domain.form.AnswerFields;
import app.assessment.domain.form.MatchedPairs;
import app.assessment.domain.form.NumberAnswer;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * One answer as a participant sends it: {@code questionId} and exactly one of the fields below,
 * the one its question's type takes (ADR 0049). A single-choice answer is {@code {questionId, optionId}}
 * as it always was.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(name = "AnswerBody", description = "`questionId` and exactly one of: `optionId` (SINGLE_CHOICE, TRUE_FALSE), "
        + "`optionIds` (MULTIPLE_CHOICE; none chosen is an answer worth 0), `number` (NUMERIC: a JSON number, or a string "
        + "with a decimal point or comma, e.g. \"9,81\"), `text` (SHORT_ANSWER, ESSAY), `pairs` (MATCHING: `pairId` of a "
        + "prompt and the `match` text chosen for it), `order` (ORDERING: item ids, first to last). An answer whose shape "
        + "does not fit its question, names an option, pair or item the question lacks, repeats one, or is too long is 400 "
        + "naming the field, and nothing is stored.", example = "{\"questionId\": \"q1\", \"optionIds\": [\"o1\", \"o3\"]}")
public record AnswerBody(String questionId, String optionId, List<String> optionIds,
                         @Schema(oneOf = {BigDecimal.class, String.class}, example = "9.81") Object number,
                         String text, List<MatchedPairs.PairMatch> pairs, List<String> order) {

    /** More answers than any form can have is refused before anything else looks at them. */
    static final int MAX_ANSWERS = 1000;

    static List<Answer> toAnswers(List<AnswerBody> answers) {
        if (answers == null) {
            throw DomainException.invalid("answers", "is required");
        }
        if (answers.size() > MAX_ANSWERS) {
            throw DomainException.invalid("answers", "at most " + MAX_ANSWERS + " answers");
        }
        List<Answer> given = new ArrayList<>(answers.size());
        for (int i = 0; i < answers.size(); i++) {
            AnswerBody a = answers.get(i);
            if (a == null) {
                throw DomainException.invalid("answers[" + i + "]", "must not be null");
            }
            given.add(Check.nested("answers[" + i + "]", a::toAnswer));
        }
        return given;
    }

    private Answer toAnswer() {
        return new AnswerFields(questionId, optionId, optionIds, numberText(), text, pairs, order).toAnswer();
    }

    /**
     * A JSON number (a BigDecimal, or an integer type, as the wire's mapper reads them) is checked
     * as the exact decimal it is before it becomes text: its plain string form could be a billion
     * digits long (1e1000000000). Anything else but a string is not a number.
     */
    private String numberText() {
        if (number == null) {
            return null;
        }
        if (number instanceof String text) {
            return text;
        }
        if (number instanceof BigDecimal || number instanceof Integer || number instanceof Long || number instanceof BigInteger) {
            BigDecimal exact = number instanceof BigDecimal decimal ? decimal : new BigDecimal(number.toString());
            return new NumberAnswer(questionId == null ? "?" : questionId, exact).number().toPlainString();
        }
        throw DomainException.invalid("number", "must be a number or a string such as \"9,81\"");
    }

    static List<AnswerBody> from(List<Answer> answers) {
        return answers.stream().map(AnswerBody::from).toList();
    }

    private static AnswerBody from(Answer answer) {
        AnswerFields f = AnswerFields.of(answer);
        return new AnswerBody(f.questionId(), f.optionId(), f.optionIds(),
                f.number() == null ? null : new BigDecimal(f.number()),
                f.text(), f.pairs(), f.order());
    }
}
