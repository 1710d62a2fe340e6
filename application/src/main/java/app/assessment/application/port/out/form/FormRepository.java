package app.assessment.application.port.out.form;

import app.assessment.domain.form.Form;
import java.util.Optional;

public interface FormRepository {

    void add(Form form);

    /**
     * Locks the live form's row until the transaction ends, so edits of one form run one after
     * another, and answers the version of the row (the same text as {@link #versionOf}).
     */
    Optional<String> lockForEdit(String organizationId, String id);

    /** The version of the live form's row as this transaction sees it (after its own writes). */
    Optional<String> versionOf(String organizationId, String id);

    /** As {@link #byId}, with the version of the row that was read (one round trip). */
    Optional<Versioned> byIdWithVersion(String organizationId, String id);

    record Versioned(Form form, String version) {
    }

    /** Replaces the form's fields, questions and options; ids absent from {@code form} are removed. */
    void replace(Form form);

    /** A live (not deleted) form of the organization, with its questions and options. */
    Optional<Form> byId(String organizationId, String id);

    /**
     * As {@link #byId}, for a reader that knows the version of the form's row it saw
     * ({@code TestLinkSubjects.Subject.formVersion}). A version names one content for good, so
     * the answer may come from memory.
     */
    Optional<Form> byIdAt(String organizationId, String id, String version);

    /** The ids of the questions and options the form has now, to tell kept ones from foreign ones. */
    FormIds idsOf(String formId);

    /**
     * Stores the deletion {@link Form#softDelete} decided; a form already deleted keeps its first
     * deletion time (the statement only writes a row whose {@code deleted_at} is still empty, as
     * the domain keeps the first time).
     */
    void softDelete(Form deleted);

    /** Titles by id, deleted forms included (their assignments still show them). */
    java.util.Map<String, String> titlesOf(java.util.Collection<String> formIds);

    FormPage page(Filter filter, int offset, int limit);

    /**
     * @param ownerOrTemplates when set, only forms owned by this user plus templates (a professor's view)
     */
    record Filter(String organizationId, String ownerOrTemplates, String searchPattern, Boolean published, Boolean template) {
    }

    record FormIds(java.util.Set<String> questionIds, java.util.Set<String> optionIds) {
    }
}
