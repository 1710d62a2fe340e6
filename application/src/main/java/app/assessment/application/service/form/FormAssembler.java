package app.assessment.application.service.form;

import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.application.port.in.form.FormCommand;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.FormLayout;
import app.assessment.domain.form.FormSection;
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
        FormLayout layout = null;
        if (command.sections() == null) {
            for (int i = 0; i < command.questions().size(); i++) {
                questions.add(question(command.questions().get(i), "questions[" + i + "]", questions.size(), existing));
            }
        } else {
            layout = layout(command, questions, existing);
        }
        return new Form(formId, command.caller().organizationId(), ownerId, command.title(), command.description(),
                command.category(), command.type(), command.targetAudience(), command.published(), command.template(),
                ranges, questions, createdAt, null, AttemptSettings.DEFAULTS.overriddenBy(command.attemptSettings()), layout);
    }

    /** The sections sent; their own questions join the form's, numbered on across sections. */
    private FormLayout layout(FormCommand command, List<Question> questions, FormRepository.FormIds existing) {
        if (!command.questions().isEmpty()) {
            throw DomainException.invalid("questions", "send either questions or sections, not both");
        }
        List<FormSection> sections = new ArrayList<>();
        for (int s = 0; s < command.sections().size(); s++) {
            String field = "sections[" + s + "]";
            FormCommand.SectionInput input = command.sections().get(s);
            if (input == null) {
                throw DomainException.invalid(field, "must not be null");
            }
            boolean shuffle = !Boolean.FALSE.equals(input.shuffle());
            if (input.draw() != null) {
                if (input.questions() != null && !input.questions().isEmpty()) {
                    throw DomainException.invalid(field, "has either questions or a draw, not both");
                }
                FormSection.DrawRule rule = Check.nested(field + ".draw", () -> drawRule(input.draw()));
                sections.add(Check.nested(field, () -> new FormSection.Drawn(input.title(), rule, shuffle)));
                continue;
            }
            List<FormCommand.QuestionInput> own = input.questions() == null ? List.of() : input.questions();
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < own.size(); i++) {
                Question q = question(own.get(i), field + ".questions[" + i + "]", questions.size(), existing);
                questions.add(q);
                ids.add(q.id());
            }
            sections.add(Check.nested(field, () -> new FormSection.Fixed(input.title(), ids, shuffle)));
        }
        return new FormLayout(sections, command.shuffleQuestions(), command.shuffleOptions());
    }

    private static FormSection.DrawRule drawRule(FormCommand.DrawInput draw) {
        if (draw.count() == null) {
            throw DomainException.invalid("count", "is required");
        }
        return new FormSection.DrawRule(draw.bankId(), draw.category(), Boolean.TRUE.equals(draw.includeSubcategories()),
                draw.tags(), draw.count());
    }

    private Question question(FormCommand.QuestionInput input, String field, int index, FormRepository.FormIds existing) {
        if (input == null) {
            throw DomainException.invalid(field, "must not be null");
        }
        String id = questions.idFor(input.id(), existing.questionIds(), field + ".id", "form");
        return questions.assemble(input, field, id, index, existing.optionIds(), "form");
    }
}
