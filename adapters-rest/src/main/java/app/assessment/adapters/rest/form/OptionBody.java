package app.assessment.adapters.rest.form;

import app.assessment.domain.form.Option;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(name = "OptionBody", description = "`correct` only on MULTIPLE_CHOICE and TRUE_FALSE options; `feedback` when set.")
public record OptionBody(String id, String text, BigDecimal points, Boolean correct, String feedback) {
    static OptionBody from(Option o, boolean keyedByCorrect) {
        return new OptionBody(o.id(), o.text(), o.points(), keyedByCorrect ? o.correct() : null, o.feedback());
    }
}
