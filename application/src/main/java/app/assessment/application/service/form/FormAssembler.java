package app.assessment.application.service.form;

import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.application.port.in.form.FormCommand;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a form command into the domain form. Sent ids must be this form's own (an id of another
 * form's question would let a client graft foreign content); missing ids get new ones.
 */
final class FormAssembler {

    private final QuestionAssembler questions;

    FormAssembler(IdGenerator ids) {
        this.questions = new QuestionAssembler(ids);
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
        String id = questions.idFor(input.id(), existing.questionIds(), field + ".id", "form");
        return questions.assemble(input, field, id, index, existing.optionIds(), "form");
    }
}
