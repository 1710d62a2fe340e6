package app.assessment.adapters.persistence.form;

import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.MultipleChoiceSpec;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.QuestionSpec;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.ShortAnswerSpec;
import app.assessment.domain.form.SingleChoiceSpec;
import app.assessment.domain.form.TrueFalseSpec;
import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * A question's spec in {@code questions.type} and {@code questions.spec} (V46): the spec record as
 * JSON, its type beside it. Single choice is stored as nulls, as every question was before types,
 * so the 30-option forms of today read no JSON at all.
 */
@ApplicationScoped
public class QuestionSpecJson {

    private final JsonColumns json;

    public QuestionSpecJson(JsonColumns json) {
        this.json = json;
    }

    /** The stored type, null for single choice. */
    public static String typeOf(QuestionSpec spec) {
        return spec.type() == QuestionType.SINGLE_CHOICE ? null : spec.type().name();
    }

    public String write(QuestionSpec spec) {
        return spec.type() == QuestionType.SINGLE_CHOICE ? null : json.write(spec, "Question specs");
    }

    public QuestionSpec read(String type, String spec) {
        if (type == null) {
            return SingleChoiceSpec.INSTANCE;
        }
        return switch (QuestionType.valueOf(type)) {
            case SINGLE_CHOICE -> SingleChoiceSpec.INSTANCE;
            case MULTIPLE_CHOICE -> read(spec, new TypeReference<MultipleChoiceSpec>() { });
            case TRUE_FALSE -> read(spec, new TypeReference<TrueFalseSpec>() { });
            case NUMERIC -> read(spec, new TypeReference<NumericSpec>() { });
            case SHORT_ANSWER -> read(spec, new TypeReference<ShortAnswerSpec>() { });
            case ESSAY -> read(spec, new TypeReference<EssaySpec>() { });
            case MATCHING -> read(spec, new TypeReference<MatchingSpec>() { });
            case ORDERING -> read(spec, new TypeReference<OrderingSpec>() { });
        };
    }

    private <T extends QuestionSpec> T read(String spec, TypeReference<T> type) {
        return json.read(spec, type, "question specs");
    }
}
