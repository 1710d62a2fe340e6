package app.assessment.application.service.form;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.form.ExportFormQuestionsUseCase;
import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.application.port.out.bank.QuestionInterchange;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.application.service.shared.FileNames;
import app.assessment.domain.form.Form;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.ByteArrayOutputStream;

/** A read outside any transaction, like reading the form: the same visibility, another organization's form is 404. */
@ApplicationScoped
public class FormQuestionsExportService implements ExportFormQuestionsUseCase {

    private final FormRepository forms;
    private final QuestionInterchange interchange;

    public FormQuestionsExportService(FormRepository forms, QuestionInterchange interchange) {
        this.forms = forms;
        this.interchange = interchange;
    }

    @Override
    public ExportedQuestions export(Caller caller, String formId, QuestionInterchange.Format format) {
        Form form = FormAccess.visible(forms, caller, formId);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        interchange.write(format, form.questions().stream().map(InterchangeQuestion::of).toList(), out);
        String extension = format.extension();
        String slug = FileNames.slug(form.title());
        return new ExportedQuestions("questoes-" + (slug.isEmpty() ? form.id() : slug) + extension,
                "Questões - " + FileNames.readable(form.title()) + extension, format, out.toByteArray());
    }
}
