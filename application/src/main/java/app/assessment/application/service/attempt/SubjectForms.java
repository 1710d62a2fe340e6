package app.assessment.application.service.attempt;

import app.assessment.application.port.out.assignment.TestLinkSubjects.Subject;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.form.Form;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/** The form an assignment is taken on, at the version its link read saw. */
@ApplicationScoped
public class SubjectForms {

    private final FormRepository forms;

    public SubjectForms(FormRepository forms) {
        this.forms = forms;
    }

    public Form formOf(Subject subject) {
        return find(subject).orElseThrow(() -> DomainException.gone("ASSIGNMENT_FORM_DELETED", "The test's form was deleted"));
    }

    public Optional<Form> find(Subject subject) {
        Assignment assignment = subject.assignment();
        return forms.byIdAt(assignment.organizationId(), assignment.formId(), subject.formVersion());
    }
}
