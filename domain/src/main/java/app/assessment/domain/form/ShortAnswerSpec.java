package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;

/**
 * A short text compared with accepted texts ({@link TextMatch}); the best matching entry scores.
 * An unmatched answer scores 0, or waits for a grader when {@code manualReviewWhenUnmatched}.
 */
public record ShortAnswerSpec(List<Accepted> accepted, boolean exact, boolean manualReviewWhenUnmatched)
        implements QuestionSpec {

    public static final int ACCEPTED_MAX = 50;
    public static final int TEXT_MAX = 1000;

    public ShortAnswerSpec {
        accepted = Ids.atMost("accepted", Check.list("accepted", accepted), ACCEPTED_MAX);
        if (accepted.isEmpty()) {
            throw DomainException.invalid("accepted", "must have at least one entry");
        }
    }

    @Override
    public QuestionType type() {
        return QuestionType.SHORT_ANSWER;
    }

    @Override
    public BigDecimal maxPoints(List<Option> options) {
        return accepted.stream().map(Accepted::points).max(BigDecimal::compareTo).orElse(Points.ZERO);
    }

    @Override
    public AnswerScore score(Question question, Answer answer) {
        String text = ((TextAnswer) answer).text();
        Check.optionalText("text", text, TEXT_MAX);
        if (text.isBlank()) {
            return AnswerScore.scored(question.id(), Points.ZERO);
        }
        String given = TextMatch.normalized(text, exact);
        BigDecimal best = null;
        for (Accepted entry : accepted) {
            if (TextMatch.normalized(entry.text(), exact).equals(given)
                    && (best == null || entry.points().compareTo(best) > 0)) {
                best = entry.points();
            }
        }
        if (best == null) {
            return manualReviewWhenUnmatched ? AnswerScore.pending(question.id()) : AnswerScore.scored(question.id(), Points.ZERO);
        }
        return AnswerScore.scored(question.id(), best);
    }

    public record Accepted(String text, BigDecimal points) {

        public Accepted {
            Check.text("text", text, TEXT_MAX);
            points = Points.of("points", points);
        }
    }
}
