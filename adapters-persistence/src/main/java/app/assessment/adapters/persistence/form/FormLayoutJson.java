package app.assessment.adapters.persistence.form;

import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.domain.form.FormLayout;
import app.assessment.domain.form.FormSection;
import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/**
 * A form's sections and shuffles as the jsonb column {@code forms.layout} (ADR 0053): null for a form sent the
 * old way. A section stores its question ids (the questions stay in their tables) or its draw rule.
 */
@ApplicationScoped
public class FormLayoutJson {

    private static final TypeReference<Stored> TYPE = new TypeReference<>() {
    };

    record Stored(List<Section> sections, boolean shuffleQuestions, boolean shuffleOptions) {
    }

    record Section(String title, List<String> questionIds, FormSection.DrawRule draw, boolean shuffle) {
    }

    private final JsonColumns json;

    public FormLayoutJson(JsonColumns json) {
        this.json = json;
    }

    String write(FormLayout layout) {
        if (layout == null) {
            return null;
        }
        List<Section> sections = layout.sections().stream().map(s -> s instanceof FormSection.Drawn d
                ? new Section(d.title(), null, d.draw(), d.shuffle())
                : new Section(s.title(), ((FormSection.Fixed) s).questionIds(), null, s.shuffle())).toList();
        return json.writeWithoutNulls(new Stored(sections, layout.shuffleQuestions(), layout.shuffleOptions()), "Form layout");
    }

    FormLayout read(String stored) {
        if (stored == null) {
            return null;
        }
        Stored s = json.read(stored, TYPE, "form layout");
        return new FormLayout(s.sections().stream().map(FormLayoutJson::section).toList(), s.shuffleQuestions(),
                s.shuffleOptions());
    }

    private static FormSection section(Section s) {
        return s.draw() == null ? new FormSection.Fixed(s.title(), s.questionIds(), s.shuffle())
                : new FormSection.Drawn(s.title(), s.draw(), s.shuffle());
    }
}
