package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import java.math.BigDecimal;
import java.util.List;

/** A free text a person grades; {@code maxLength} in characters (code points). */
public record EssaySpec(BigDecimal points, int maxLength) implements QuestionSpec {

    public static final int DEFAULT_MAX_LENGTH = 20_000;
    public static final int MAX_LENGTH_LIMIT = 100_000;

    public EssaySpec {
        points = Points.of("points", points);
        Check.between("maxLength", maxLength, 1, MAX_LENGTH_LIMIT);
    }

    /** {@code maxLength} null takes the default. */
    public static EssaySpec of(BigDecimal points, Integer maxLength) {
        return new EssaySpec(points, maxLength == null ? DEFAULT_MAX_LENGTH : maxLength);
    }

    @Override
    public QuestionType type() {
        return QuestionType.ESSAY;
    }

    @Override
    public BigDecimal maxPoints(List<Option> options) {
        return points;
    }

    /** A blank essay has nothing to grade and scores 0 at once. */
    @Override
    public AnswerScore score(Question question, Answer answer) {
        String text = ((TextAnswer) answer).text();
        Check.optionalText("text", text, maxLength);
        return text.isBlank() ? AnswerScore.scored(question.id(), Points.ZERO) : AnswerScore.pending(question.id());
    }
}
