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
    private final AttemptInstances instances;

    public SubjectForms(FormRepository forms, AttemptInstances instances) {
        this.forms = forms;
        this.instances = instances;
    }

    /**
     * The form as this participant's attempt shows and scores it: as authored, or through the attempt's
     * instance when the form draws or shuffles (ADR 0053), so reloads, drafts, submit and review agree.
     */
    public Form formOf(Subject subject) {
        Form form = find(subject).orElseThrow(() -> DomainException.gone("ASSIGNMENT_FORM_DELETED", "The test's form was deleted"));
        return form.variesPerAttempt() ? instances.shown(subject, form) : form;
    }

    public Optional<Form> find(Subject subject) {
        Assignment assignment = subject.assignment();
        return forms.byIdAt(assignment.organizationId(), assignment.formId(), subject.formVersion());
    }
}
