package app.assessment.application.service.form;

import app.assessment.application.port.in.form.FormCommand;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.TrueFalseSpec;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One question as a client sends it, turned into the domain question: what a form's questions and
 * a bank's questions share (ADR 0052). Option ids sent must be the question's own, listed in
 * {@code optionIds} (another question's would graft foreign content); missing ids get new ones.
 */
public final class QuestionAssembler {

    private final IdGenerator ids;
    private final QuestionSpecs specs;

    public QuestionAssembler(IdGenerator ids) {
        this.ids = ids;
        this.specs = new QuestionSpecs(ids);
    }

    /**
     * @param field the path of the question in the request ({@code questions[2]}), prefixed to every
     *              invalid field; empty for a request that is the question itself
     */
    public Question assemble(FormCommand.QuestionInput input, String field, String id, int defaultOrder,
                             Set<String> optionIds, String owner) {
        if (input == null) {
            throw DomainException.invalid(field.isEmpty() ? "text" : field, "must not be null");
        }
        String prefix = field.isEmpty() ? "" : field + ".";
        QuestionType type = nested(field, () -> QuestionSpecs.typeOf(input));
        List<Option> options = new ArrayList<>();
        for (int k = 0; k < input.options().size(); k++) {
            FormCommand.OptionInput option = input.options().get(k);
            String optionField = prefix + "options[" + k + "]";
            if (option == null) {
                throw DomainException.invalid(optionField, "must not be null");
            }
            String optionId = idFor(option.id(), optionIds, optionField + ".id", owner);
            int position = k;
            options.add(Check.nested(optionField, () -> option(option, optionId, type, position)));
        }
        int order = input.order() == null ? defaultOrder : input.order();
        return nested(field, () -> new Question(id, input.text(), order, options, specs.specOf(input), input.feedback()));
    }

    /** A sent id must be one of {@code existing}; none sent is a new one. */
    String idFor(String sent, Set<String> existing, String field, String owner) {
        if (sent == null || sent.isBlank()) {
            return ids.newId();
        }
        if (!existing.contains(sent)) {
            throw DomainException.invalid(field, sent + " is not part of this " + owner);
        }
        return sent;
    }

    private static <T> T nested(String field, java.util.function.Supplier<T> build) {
        return field.isEmpty() ? build.get() : Check.nested(field, build);
    }

    /**
     * Options of the types keyed by {@code correct} score nothing themselves, so their points may be
     * left out; true/false options may leave out their texts too ("Verdadeiro", then "Falso").
     */
    private static Option option(FormCommand.OptionInput input, String id, QuestionType type, int index) {
        BigDecimal points = input.points() == null && type.keyedByCorrect() ? BigDecimal.ZERO : input.points();
        String text = input.text() == null && type == QuestionType.TRUE_FALSE && index < 2
                ? (index == 0 ? TrueFalseSpec.TRUE_TEXT : TrueFalseSpec.FALSE_TEXT) : input.text();
        return new Option(id, text, points, Boolean.TRUE.equals(input.correct()), input.feedback());
    }
}
