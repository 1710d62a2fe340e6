package app.assessment.application.service.form;

import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.application.port.in.form.FormCommand;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.TrueFalseSpec;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Turns a form command into the domain form. Sent ids must be this form's own (an id of another
 * form's question would let a client graft foreign content); missing ids get new ones.
 */
final class FormAssembler {

    private final IdGenerator ids;
    private final QuestionSpecs specs;

    FormAssembler(IdGenerator ids) {
        this.ids = ids;
        this.specs = new QuestionSpecs(ids);
    }

    Form assemble(FormCommand command, String formId, String ownerId, Instant createdAt, FormRepository.FormIds existing) {
        List<ScoreRange> ranges = new ArrayList<>();
        for (int i = 0; i < command.scoreRanges().size(); i++) {
            FormCommand.RangeInput r = command.scoreRanges().get(i);
            if (r == null) {
                throw DomainException.invalid("scoreRanges[" + i + "]", "must not be null");
            }
            ranges.add(Check.nested("scoreRanges[" + i + "]", () -> new ScoreRange(r.min(), r.max(), r.label(), r.color())));
        }
        List<Question> questions = new ArrayList<>();
        for (int i = 0; i < command.questions().size(); i++) {
            questions.add(question(command.questions().get(i), i, existing));
        }
        return new Form(formId, command.caller().organizationId(), ownerId, command.title(), command.description(),
                command.category(), command.type(), command.targetAudience(), command.published(), command.template(),
                ranges, questions, createdAt, null, AttemptSettings.DEFAULTS.overriddenBy(command.attemptSettings()));
    }

    private Question question(FormCommand.QuestionInput input, int index, FormRepository.FormIds existing) {
        String field = "questions[" + index + "]";
        if (input == null) {
            throw DomainException.invalid(field, "must not be null");
        }
        String id = idFor(input.id(), existing.questionIds(), field + ".id");
        QuestionType type = Check.nested(field, () -> QuestionSpecs.typeOf(input));
        List<Option> options = new ArrayList<>();
        for (int k = 0; k < input.options().size(); k++) {
            FormCommand.OptionInput option = input.options().get(k);
            String optionField = field + ".options[" + k + "]";
            if (option == null) {
                throw DomainException.invalid(optionField, "must not be null");
            }
            String optionId = idFor(option.id(), existing.optionIds(), optionField + ".id");
            int position = k;
            options.add(Check.nested(optionField, () -> option(option, optionId, type, position)));
        }
        int order = input.order() == null ? index : input.order();
        return Check.nested(field, () -> new Question(id, input.text(), order, options, specs.specOf(input), input.feedback()));
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

    private String idFor(String sent, Set<String> existing, String field) {
        if (sent == null || sent.isBlank()) {
            return ids.newId();
        }
        if (!existing.contains(sent)) {
            throw DomainException.invalid(field, sent + " is not part of this form");
        }
        return sent;
    }
}
