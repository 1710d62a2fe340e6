package app.assessment.application.fakes;

import app.assessment.application.port.out.form.FormPage;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.domain.form.Form;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Forms by id, deleted ones kept (as the table keeps them); every version is the current one. */
public final class InMemoryForms implements FormRepository {

    public final Map<String, Form> byId = new LinkedHashMap<>();
    /** Each write gives the form a new version, as the row's version column does. */
    private final Map<String, Integer> writes = new HashMap<>();

    public Form put(Form form) {
        byId.put(form.id(), form);
        writes.merge(form.id(), 1, Integer::sum);
        return form;
    }

    @Override
    public void add(Form form) {
        put(form);
    }

    @Override
    public Optional<String> lockForEdit(String organizationId, String id) {
        return versionOf(organizationId, id);
    }

    @Override
    public Optional<String> versionOf(String organizationId, String id) {
        return byId(organizationId, id).map(f -> "v" + writes.get(id));
    }

    @Override
    public Optional<Versioned> byIdWithVersion(String organizationId, String id) {
        return byId(organizationId, id).map(f -> new Versioned(f, "v" + writes.get(id)));
    }

    @Override
    public void replace(Form form) {
        put(form);
    }

    @Override
    public Optional<Form> byId(String organizationId, String id) {
        return Optional.ofNullable(byId.get(id)).filter(f -> f.organizationId().equals(organizationId) && !f.isDeleted());
    }

    @Override
    public Optional<Form> byIdAt(String organizationId, String id, String version) {
        return byId(organizationId, id);
    }

    @Override
    public FormIds idsOf(String formId) {
        throw new UnsupportedOperationException("not needed yet");
    }

    @Override
    public void softDelete(Form deleted) {
        byId.computeIfPresent(deleted.id(), (id, stored) -> stored.isDeleted() ? stored : deleted);
    }

    @Override
    public Map<String, String> titlesOf(Collection<String> formIds) {
        Map<String, String> titles = new LinkedHashMap<>();
        formIds.stream().filter(byId::containsKey).forEach(id -> titles.put(id, byId.get(id).title()));
        return titles;
    }

    @Override
    public FormPage page(Filter filter, int offset, int limit) {
        throw new UnsupportedOperationException("not needed yet");
    }
}
