package app.assessment.application.contracts;

import app.assessment.application.fakes.InMemoryForms;
import app.assessment.application.port.out.form.FormRepository;

/** The fake the application tests use holds the same contract as the PostgreSQL adapter (bootstrap's FormsContractTest). */
class InMemoryFormsContractTest extends FormRepositoryContract {

    private final InMemoryForms forms = new InMemoryForms();

    @Override
    protected FormRepository forms() {
        return forms;
    }
}
