package app.assessment.application.port.in.form;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.form.FormPage;
import app.assessment.domain.form.Form;

/** Reading and writing forms. PROFESSORs see their own forms and the organization's templates. */
public interface FormUseCases {

    Form create(FormCommand command);

    Form update(String id, FormCommand command);

    void delete(Caller caller, String id);

    Form get(Caller caller, String id);

    FormPage list(Caller caller, ListQuery query);

    record ListQuery(PageRequest page, String search, Boolean published, Boolean template) {
    }
}
