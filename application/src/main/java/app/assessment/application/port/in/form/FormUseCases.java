package app.assessment.application.port.in.form;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.form.FormPage;
import app.assessment.domain.form.Form;

/** Reading and writing forms. PROFESSORs see their own forms and the organization's templates. */
public interface FormUseCases {

    Form create(FormCommand command);

    /**
     * @param expectedVersion the version the caller last read (HTTP If-Match), or null to edit
     *                        whatever is current; a different current version is refused
     */
    VersionedForm update(String id, FormCommand command, String expectedVersion);

    void delete(Caller caller, String id);

    VersionedForm get(Caller caller, String id);

    FormPage list(Caller caller, ListQuery query);

    /** A form and the version of its row, which changes with every edit (the HTTP ETag). */
    record VersionedForm(Form form, String version) {
    }

    record ListQuery(PageRequest page, String search, Boolean published, Boolean template) {
    }
}
