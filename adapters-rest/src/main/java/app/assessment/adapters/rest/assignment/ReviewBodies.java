package app.assessment.adapters.rest.assignment;

import app.assessment.application.port.in.attempt.ReviewUseCases;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.ShortAnswerSpec;
import app.assessment.domain.form.ToleranceType;
import app.assessment.domain.submission.Submission;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The participant's review of their latest attempt. Every part a setting does not release at the
 * moment of the read is absent, not null: a client cannot tell a key from its absence by a null.
 */
final class ReviewBodies {
    private ReviewBodies() {
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    @Schema(name = "Review", description = "`released` says which parts the settings release now. With `score`: `score` (total, "
            + "max, percentage, band) and each question's `points` / `maxPoints`. With `correctAnswers`: each question's "
            + "`correct` and `correctAnswer`. With `feedback`: `feedback` and the chosen options' `optionFeedback`. Parts not "
            + "released are absent.")
    record ReviewResponse(int attemptNumber, Instant completedAt, Released released, Score score, List<QuestionReview> questions) {
        static ReviewResponse from(ReviewUseCases.Review review) {
            Submission s = review.submission();
            Map<String, AnswerSnapshot> answers = s.answers().stream()
                    .collect(Collectors.toMap(AnswerSnapshot::questionId, Function.identity(), (a, b) -> a));
            return new ReviewResponse(s.attemptNumber(), s.completedAt(),
                    new Released(review.score(), review.correctAnswers(), review.feedback()),
                    review.score() ? Score.from(s) : null,
                    review.form().questions().stream().map(q -> QuestionReview.of(q, Optional.ofNullable(answers.get(q.id())), review))
                            .toList());
        }
    }

    record Released(boolean score, boolean correctAnswers, boolean feedback) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record Score(BigDecimal totalScore, BigDecimal maxScore, BigDecimal percentage, String scoreLabel, String scoreColor,
                 boolean pendingGrading) {
        static Score from(Submission s) {
            return new Score(s.score().total(), s.score().max(), s.score().percentage(), s.score().label(), s.score().color(),
                    s.pendingGrading());
        }
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record QuestionReview(String questionId, String text, QuestionType type, Given answer, BigDecimal points, BigDecimal maxPoints,
                          Boolean pendingGrading, Boolean correct, CorrectAnswer correctAnswer, String feedback,
                          List<OptionFeedback> optionFeedback) {
        static QuestionReview of(Question q, Optional<AnswerSnapshot> answer, ReviewUseCases.Review review) {
            Optional<AnswerSnapshot> given = answer.filter(AnswerSnapshot::answered);
            BigDecimal max = given.map(a -> a.maxPointsOr(q)).orElse(q.bestPoints());
            BigDecimal points = given.map(AnswerSnapshot::points).orElse(BigDecimal.ZERO);
            boolean pending = given.map(AnswerSnapshot::awaitsGrading).orElse(false);
            boolean score = review.score();
            boolean key = review.correctAnswers();
            boolean feedback = review.feedback();
            return new QuestionReview(q.id(), q.text(), q.type(), given.map(Given::from).orElse(null), score ? points : null,
                    score ? max : null, score && pending ? Boolean.TRUE : null,
                    key && !pending ? given.isPresent() && points.compareTo(max) >= 0 : null,
                    key && q.type() != QuestionType.ESSAY ? CorrectAnswer.of(q) : null,
                    feedback ? q.feedback() : null, feedback ? OptionFeedback.chosen(q, given) : null);
        }
    }

    /** The participant's own answer, as they gave it. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Given(String optionId, List<String> optionIds, BigDecimal number, String text, List<AnswerSnapshot.ShownPair> pairs,
                 List<String> order) {
        static Given from(AnswerSnapshot a) {
            boolean many = a.questionType() == QuestionType.MULTIPLE_CHOICE;
            return new Given(many ? null : a.optionId(),
                    many && a.options() != null ? a.options().stream().map(AnswerSnapshot.Shown::id).toList() : null,
                    a.number(), a.text(), a.pairs(), a.order() == null ? null : a.order().stream().map(AnswerSnapshot.Shown::id).toList());
        }
    }

    /** The key of the question, in the shape of an answer where it has one. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record CorrectAnswer(List<String> optionIds, List<Accepted> accepted, List<MatchingSpec.Pair> pairs, List<String> order) {
        static CorrectAnswer of(Question q) {
            if (q.spec() instanceof NumericSpec s) {
                return new CorrectAnswer(null, s.accepted().stream()
                        .map(a -> new Accepted(a.value(), a.tolerance(), a.toleranceType(), null, a.points())).toList(), null, null);
            }
            if (q.spec() instanceof ShortAnswerSpec s) {
                return new CorrectAnswer(null, s.accepted().stream().map(a -> new Accepted(null, null, null, a.text(), a.points()))
                        .toList(), null, null);
            }
            if (q.spec() instanceof MatchingSpec s) {
                return new CorrectAnswer(null, null, s.pairs(), null);
            }
            if (q.spec() instanceof OrderingSpec s) {
                return new CorrectAnswer(null, null, null, s.items().stream().map(OrderingSpec.Item::id).toList());
            }
            List<String> right = q.type().keyedByCorrect()
                    ? q.options().stream().filter(Option::correct).map(Option::id).toList()
                    : q.options().stream().filter(o -> o.points().compareTo(q.bestPoints()) == 0).map(Option::id).toList();
            return new CorrectAnswer(right, null, null, null);
        }
    }

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Accepted(BigDecimal value, BigDecimal tolerance, ToleranceType toleranceType, String text, BigDecimal points) {
    }

    record OptionFeedback(String optionId, String feedback) {
        /** Feedback of the options the participant chose (as Moodle shows "specific feedback"). */
        static List<OptionFeedback> chosen(Question q, Optional<AnswerSnapshot> given) {
            List<String> chosen = given.map(a -> a.options() != null ? a.options().stream().map(AnswerSnapshot.Shown::id).toList()
                    : a.optionId() != null ? List.of(a.optionId()) : List.<String>of()).orElse(List.of());
            List<OptionFeedback> found = q.options().stream().filter(o -> chosen.contains(o.id()) && o.feedback() != null)
                    .map(o -> new OptionFeedback(o.id(), o.feedback())).toList();
            return found.isEmpty() ? null : found;
        }
    }
}
