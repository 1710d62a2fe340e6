package app.assessment.domain.statistics;

import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.submission.Submission;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What one completed attempt adds to the statistics: its total and each question's mark, with the
 * options chosen (choice questions) or the answer as a comparable key (other types, essays none).
 *
 * <p>The questions are those of the form when the attempt was submitted; a question left unanswered
 * is there with mark 0, as a skipped question counts 0 in the total. A question excluded by a regrade
 * is out of the attempt. An attempt awaiting a grader is not observed until its last grade (Moodle
 * analyses graded attempts only), so its provisional zeros never enter a figure.
 */
public record Observation(BigDecimal total, List<Item> items) {

    /** The longest answer key kept: most common answers are compared on this many characters. */
    public static final int ANSWER_KEY_MAX = 200;

    public Observation {
        items = List.copyOf(items);
    }

    /**
     * @param versionId the bank question version the attempt was given (ADR 0052), null for a form's own question:
     *                  each version is an item of its own, so marks of two versions never mix
     */
    public record Item(String questionId, QuestionType type, BigDecimal mark, BigDecimal max, List<String> choices,
                       String answer, String versionId) {
        public Item {
            choices = choices == null ? List.of() : List.copyOf(choices);
        }

        /** A form's own question. */
        public Item(String questionId, QuestionType type, BigDecimal mark, BigDecimal max, List<String> choices, String answer) {
            this(questionId, type, mark, max, choices, answer, null);
        }
    }

    /**
     * @param asked    the form's questions when the attempt was submitted, in order, each with its most points
     *                 (used where the answer's snapshot does not carry its own)
     * @param versions the bank version of each drawn question, by question id (the attempt's instance); none for
     *                 a form's own questions
     * @return null while a grade is pending: the attempt is not observed yet
     */
    public static Observation of(Map<String, BigDecimal> asked, Map<String, String> versions, Submission submission) {
        if (submission.pendingGrading()) {
            return null;
        }
        Map<String, AnswerSnapshot> answers = submission.answers().stream()
                .collect(Collectors.toMap(AnswerSnapshot::questionId, Function.identity(), (a, b) -> a));
        List<Item> items = new ArrayList<>(asked.size());
        BigDecimal total = BigDecimal.ZERO;
        for (String id : asked.keySet()) {
            AnswerSnapshot a = answers.get(id);
            if (a != null && a.excluded()) {
                continue;
            }
            BigDecimal max = a != null && a.maxPoints() != null ? a.maxPoints() : asked.get(id);
            if (a == null || !a.answered()) {
                BigDecimal mark = a == null ? BigDecimal.ZERO : a.points();
                items.add(new Item(id, a == null ? null : a.type(), mark, max, List.of(), null, versions.get(id)));
                total = total.add(mark);
                continue;
            }
            items.add(new Item(id, a.questionType(), a.points(), max, choices(a), answerKey(a), versions.get(id)));
            total = total.add(a.points());
        }
        return new Observation(total, items);
    }

    private static List<String> choices(AnswerSnapshot a) {
        if (a.optionId() != null) {
            return List.of(a.optionId());
        }
        return a.options() == null ? List.of() : a.options().stream().map(AnswerSnapshot.Shown::id).toList();
    }

    /** Equal answers give equal keys: numbers without trailing zeros, texts folded, pairs sorted. */
    private static String answerKey(AnswerSnapshot a) {
        String key = switch (a.questionType()) {
            case SINGLE_CHOICE, TRUE_FALSE, MULTIPLE_CHOICE, ESSAY -> null;
            case NUMERIC -> a.number() == null ? null : a.number().stripTrailingZeros().toPlainString();
            case SHORT_ANSWER -> a.text() == null ? null : a.text().strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
            case MATCHING -> a.pairs() == null ? null : a.pairs().stream()
                    .sorted(Comparator.comparing(AnswerSnapshot.ShownPair::pairId))
                    .map(p -> p.prompt() + " = " + p.match()).collect(Collectors.joining("; "));
            case ORDERING -> a.order() == null ? null
                    : a.order().stream().map(AnswerSnapshot.Shown::text).collect(Collectors.joining(" > "));
        };
        if (key == null || key.isEmpty()) {
            return null;
        }
        return key.length() <= ANSWER_KEY_MAX ? key : key.substring(0, ANSWER_KEY_MAX);
    }
}
