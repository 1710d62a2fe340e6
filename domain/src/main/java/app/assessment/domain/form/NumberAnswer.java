package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import java.math.BigDecimal;

/** The number given to a numeric question, kept exact. */
public record NumberAnswer(String questionId, BigDecimal number) implements Answer {

    public NumberAnswer {
        Check.id("questionId", questionId);
        number = Decimals.bounded("number", number);
    }

    /** From the string form, where a decimal comma is as good as a point. */
    public static NumberAnswer parse(String questionId, String number) {
        return new NumberAnswer(questionId, Decimals.parse("number", number));
    }

    @Override
    public String shape() {
        return "number";
    }
}
