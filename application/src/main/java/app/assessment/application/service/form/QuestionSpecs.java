package app.assessment.application.service.form;

import app.assessment.application.port.in.form.FormCommand.AcceptedInput;
import app.assessment.application.port.in.form.FormCommand.ItemInput;
import app.assessment.application.port.in.form.FormCommand.PairInput;
import app.assessment.application.port.in.form.FormCommand.QuestionInput;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.MultipleChoiceSpec;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.QuestionSpec;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.Scoring;
import app.assessment.domain.form.ShortAnswerSpec;
import app.assessment.domain.form.SingleChoiceSpec;
import app.assessment.domain.form.ToleranceType;
import app.assessment.domain.form.TrueFalseSpec;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * The key of a question as a client sends it, turned into its type's spec. Fields are named
 * relative to the question ({@code accepted[0].tolerance}); the caller prefixes {@code questions[i]}.
 * A key field the type does not use is ignored, as unknown fields are. A NUMERIC entry without
 * {@code tolerance} must be exact, and without {@code toleranceType} its tolerance is ABSOLUTE.
 */
final class QuestionSpecs {

    private final IdGenerator ids;

    QuestionSpecs(IdGenerator ids) {
        this.ids = ids;
    }

    static QuestionType typeOf(QuestionInput input) {
        return input.type() == null ? QuestionType.SINGLE_CHOICE
                : Check.wire("type", input.type(), QuestionType.values(), QuestionType::name);
    }

    QuestionSpec specOf(QuestionInput input) {
        return switch (typeOf(input)) {
            case SINGLE_CHOICE -> SingleChoiceSpec.INSTANCE;
            case MULTIPLE_CHOICE -> new MultipleChoiceSpec(input.points(), scoring(input));
            case TRUE_FALSE -> new TrueFalseSpec(input.points());
            case NUMERIC -> new NumericSpec(each("accepted", input.accepted(), (a, field) -> Check.nested(field,
                    () -> new NumericSpec.Accepted(a.value(), a.tolerance() == null ? BigDecimal.ZERO : a.tolerance(),
                            a.toleranceType() == null ? ToleranceType.ABSOLUTE
                                    : Check.wire("toleranceType", a.toleranceType(), ToleranceType.values(), ToleranceType::name),
                            a.points()))));
            case SHORT_ANSWER -> new ShortAnswerSpec(each("accepted", input.accepted(), (a, field) -> Check.nested(field,
                    () -> new ShortAnswerSpec.Accepted(a.text(), a.points()))),
                    Boolean.TRUE.equals(input.exact()), Boolean.TRUE.equals(input.manualReviewWhenUnmatched()));
            case ESSAY -> EssaySpec.of(input.points(), input.maxLength());
            case MATCHING -> new MatchingSpec(each("pairs", input.pairs(), this::pair),
                    input.distractors() == null ? List.of() : input.distractors(), input.points(), scoring(input));
            case ORDERING -> new OrderingSpec(each("items", input.items(), this::item), input.points(), scoring(input));
        };
    }

    private MatchingSpec.Pair pair(PairInput p, String field) {
        return Check.nested(field, () -> new MatchingSpec.Pair(idOr(p.id()), p.prompt(), p.match()));
    }

    private OrderingSpec.Item item(ItemInput i, String field) {
        return Check.nested(field, () -> new OrderingSpec.Item(idOr(i.id()), i.text()));
    }

    /** Pair and item ids are the question's own: a client sends them back on update to keep answers' references. */
    private String idOr(String sent) {
        return sent == null || sent.isBlank() ? ids.newId() : sent;
    }

    private static Scoring scoring(QuestionInput input) {
        return Check.wire("scoring", input.scoring(), Scoring.values(), Scoring::name);
    }

    /** Each entry of a required list, built with its field path ({@code accepted[2]}). */
    private static <I, O> List<O> each(String field, List<I> inputs, BiFunction<I, String, O> build) {
        if (inputs == null) {
            throw DomainException.invalid(field, "is required for this question type");
        }
        List<O> built = new ArrayList<>(inputs.size());
        for (int i = 0; i < inputs.size(); i++) {
            I input = inputs.get(i);
            String path = field + "[" + i + "]";
            built.add(build.apply(Check.required(path, input), path));
        }
        return built;
    }
}
