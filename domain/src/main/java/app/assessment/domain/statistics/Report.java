package app.assessment.domain.statistics;

import app.assessment.domain.form.QuestionType;
import java.math.BigDecimal;
import java.util.List;

/** The statistics of a form's attempts; every figure is null where it is undefined (ADR 0055). */
public record Report(Test test, List<QuestionFigures> questions) {

    public Report {
        questions = List.copyOf(questions);
    }

    public record Test(long attempts, Double mean, BigDecimal median, Double sd, Double skewness, Double kurtosis,
                       Double cronbachAlpha, Double standardError, List<Bin> distribution) {
        public Test {
            distribution = List.copyOf(distribution);
        }
    }

    /** Totals from {@code from} (inclusive) to {@code to} (exclusive; inclusive for the last bin). */
    public record Bin(BigDecimal from, BigDecimal to, long count) {
    }

    /** One question, or one version of a bank question ({@code questionVersionId} null for a form's own). */
    public record QuestionFigures(String questionId, String questionVersionId, QuestionType type, long attempts, Double facility, Double sd,
                                  Double discriminationIndex, Double discriminativeEfficiency, Double effectiveWeight,
                                  Double alphaIfDeleted, List<Frequency> options, List<Frequency> answers) {
        public QuestionFigures {
            options = options == null ? null : List.copyOf(options);
            answers = answers == null ? null : List.copyOf(answers);
        }
    }

    /** How often an option was chosen, or an answer given, among the question's attempts. */
    public record Frequency(String key, long count, double share) {
    }
}
