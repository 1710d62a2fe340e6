package app.assessment.domain.form;

import java.math.BigDecimal;
import java.util.List;

/**
 * An answer with the texts and points as they were when it was given, so a later edit of the
 * form never changes a submitted result.
 *
 * <p>A single-choice answer has exactly the five fields it always had, the rest null. Other types
 * (ADR 0050) add {@code type}, what was given with its texts ({@code options} chosen,
 * {@code number}, {@code text}, {@code pairs}, {@code order}), the question's {@code maxPoints},
 * {@code pendingGrading} while a grader has yet to score it, the grader's {@code comment}, and the
 * regrade {@code adjustment} in force (FULL_MARKS or EXCLUDE), which an unanswered question may carry
 * too: its snapshot then has no given answer.
 */
public record AnswerSnapshot(String questionId, String questionText, String optionId, String optionText, BigDecimal points,
                             QuestionType type, List<Shown> options, BigDecimal number, String text, List<ShownPair> pairs,
                             List<Shown> order, BigDecimal maxPoints, Boolean pendingGrading, String comment,
                             RegradeAction adjustment) {

    /** An option or item with its text as it was. */
    public record Shown(String id, String text) {
    }

    /** A matching prompt and the match given to it. */
    public record ShownPair(String pairId, String prompt, String match) {
    }

    /** A single-choice answer, as every answer was before question types. */
    public AnswerSnapshot(String questionId, String questionText, String optionId, String optionText, BigDecimal points) {
        this(questionId, questionText, optionId, optionText, points, null, null, null, null, null, null, null, null, null, null);
    }

    /** Single choice when stored without a type. */
    public QuestionType questionType() {
        return type == null ? QuestionType.SINGLE_CHOICE : type;
    }

    public boolean awaitsGrading() {
        return Boolean.TRUE.equals(pendingGrading);
    }

    /**
     * Graded by a person: these points, nothing pending, the grader's comment (none when blank); a
     * hand grade replaces a FULL_MARKS adjustment.
     */
    public AnswerSnapshot graded(BigDecimal points, String comment) {
        return new AnswerSnapshot(questionId, questionText, optionId, optionText, points, type, options, number, text, pairs,
                order, maxPoints, null, comment == null || comment.isBlank() ? null : comment.strip(), null);
    }

    /** The most this answer's question was worth: as the snapshot kept it, else as {@code question} is now. */
    public BigDecimal maxPointsOr(Question question) {
        return maxPoints != null ? maxPoints : question.bestPoints();
    }

    /** Whether anything was given: an unanswered question's snapshot exists only to carry a regrade adjustment. */
    public boolean answered() {
        return optionId != null || options != null || number != null || text != null || pairs != null || order != null;
    }

    public boolean excluded() {
        return adjustment == RegradeAction.EXCLUDE;
    }

    /** After a regrade: these points, pending or not, this adjustment (null for none), the rest as given. */
    public AnswerSnapshot regraded(BigDecimal newPoints, boolean pending, RegradeAction newAdjustment) {
        return new AnswerSnapshot(questionId, questionText, optionId, optionText, newPoints, type, options, number, text, pairs,
                order, maxPoints, pending ? Boolean.TRUE : null, comment, newAdjustment);
    }

    /** The snapshot of a question left unanswered, to carry a regrade adjustment. */
    public static AnswerSnapshot unanswered(Question question) {
        return new AnswerSnapshot(question.id(), question.text(), null, null, Points.ZERO,
                question.type() == QuestionType.SINGLE_CHOICE ? null : question.type(), null, null, null, null, null,
                question.bestPoints(), null, null, null);
    }

    /** Points as the question's type scores the option: its own for single choice, the question's for true/false. */
    static AnswerSnapshot of(Question question, Option option) {
        BigDecimal points = question.score(new ChosenOption(question.id(), option.id())).points();
        return new AnswerSnapshot(question.id(), question.text(), option.id(), option.text(), points);
    }

    /** The snapshot of a scored answer of any type. */
    static AnswerSnapshot of(Question question, Answer answer, AnswerScore score) {
        QuestionType type = question.type();
        if (type == QuestionType.SINGLE_CHOICE) {
            // Scored already: the option's text is all that is left to take (the submit's hot path).
            String optionId = ((ChosenOption) answer).optionId();
            return new AnswerSnapshot(question.id(), question.text(), optionId, question.option(optionId).orElseThrow().text(),
                    score.points());
        }
        String optionId = null;
        String optionText = null;
        List<Shown> options = null;
        BigDecimal number = null;
        String text = null;
        List<ShownPair> pairs = null;
        List<Shown> order = null;
        if (answer instanceof ChosenOption a) {
            optionId = a.optionId();
            optionText = question.option(optionId).orElseThrow().text();
        } else if (answer instanceof ChosenOptions a) {
            options = a.optionIds().stream().map(id -> new Shown(id, question.option(id).orElseThrow().text())).toList();
        } else if (answer instanceof NumberAnswer a) {
            number = a.number();
        } else if (answer instanceof TextAnswer a) {
            text = a.text();
        } else if (answer instanceof MatchedPairs a) {
            MatchingSpec spec = (MatchingSpec) question.spec();
            pairs = a.pairs().stream().map(p -> new ShownPair(p.pairId(), spec.pair(p.pairId()).map(MatchingSpec.Pair::prompt)
                    .orElseThrow(), p.match())).toList();
        } else if (answer instanceof ItemOrder a) {
            OrderingSpec spec = (OrderingSpec) question.spec();
            order = a.order().stream().map(id -> new Shown(id, spec.item(id).map(OrderingSpec.Item::text).orElseThrow())).toList();
        }
        return new AnswerSnapshot(question.id(), question.text(), optionId, optionText, score.points(), type, options, number,
                text, pairs, order, question.bestPoints(), score.pendingGrading() ? Boolean.TRUE : null, null, null);
    }

    /** The answer as it was given, to score again under a corrected key (regrade). */
    public Answer answer() {
        return switch (questionType()) {
            case SINGLE_CHOICE, TRUE_FALSE -> new ChosenOption(questionId, optionId);
            case MULTIPLE_CHOICE -> new ChosenOptions(questionId, options.stream().map(Shown::id).toList());
            case NUMERIC -> new NumberAnswer(questionId, number);
            case SHORT_ANSWER, ESSAY -> new TextAnswer(questionId, text);
            case MATCHING -> new MatchedPairs(questionId, pairs.stream()
                    .map(p -> new MatchedPairs.PairMatch(p.pairId(), p.match())).toList());
            case ORDERING -> new ItemOrder(questionId, order.stream().map(Shown::id).toList());
        };
    }
}
