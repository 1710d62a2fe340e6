package app.assessment.application.service.form;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.form.FormCommand;
import app.assessment.application.port.in.form.FormUseCases;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.form.FormPage;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.form.Form;
import app.assessment.domain.shared.DomainException;
import app.assessment.application.port.out.bank.DrawSource;
import app.assessment.domain.form.FormSection;
import app.assessment.domain.shared.SearchText;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Set;

@ApplicationScoped
public class FormService implements FormUseCases {

    private static final FormRepository.FormIds NO_IDS = new FormRepository.FormIds(Set.of(), Set.of());

    private final FormRepository forms;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;
    private final FormAssembler assembler;

    private final DrawSource drawSource;

    public FormService(FormRepository forms, AuditTrail auditTrail, IdGenerator ids, Clock clock, DrawSource drawSource) {
        this.drawSource = drawSource;
        this.forms = forms;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
        this.assembler = new FormAssembler(ids);
    }

    @Override
    @Transactional
    public Form create(FormCommand command) {
        Form form = assembler.assemble(command, ids.newId(), command.caller().userId(), clock.now(), NO_IDS);
        requireDrawsFillable(form);
        forms.add(form);
        audit(command.caller(), "form.create", form, summary(form));
        return form;
    }

    @Override
    @Transactional
    public VersionedForm update(String id, FormCommand command, String expectedVersion) {
        // Concurrent edits of one form wait for each other here instead of deleting the same
        // questions at once; the version read under the lock is the one If-Match is held to.
        String version = forms.lockForEdit(command.caller().organizationId(), id)
                .orElseThrow(() -> DomainException.notFound("Form"));
        Form current = writable(command.caller(), id);
        if (expectedVersion != null && !expectedVersion.equals(version)) {
            throw new DomainException(DomainException.Kind.VERSION_MISMATCH, "FORM_EDITED_CONCURRENTLY",
                    "The form was changed after the version you sent in If-Match; read it again and repeat the edit");
        }
        Form updated = assembler.assemble(command, current.id(), current.ownerId(), current.createdAt(), forms.idsOf(id));
        requireDrawsFillable(updated);
        forms.replace(updated);
        audit(command.caller(), "form.update", updated, summary(updated));
        return new VersionedForm(updated, forms.versionOf(command.caller().organizationId(), id).orElseThrow());
    }

    @Override
    @Transactional
    public void delete(Caller caller, String id) {
        Form deleted = writable(caller, id).softDelete(clock.now());
        forms.softDelete(deleted);
        audit(caller, "form.delete", deleted, Map.of("deletedAt", deleted.deletedAt().toString()));
    }

    /** One read, outside any transaction (see {@link #list}). */
    @Override
    public VersionedForm get(Caller caller, String id) {
        return forms.byIdWithVersion(caller.organizationId(), id)
                .filter(v -> visibleTo(caller, v.form()))
                .map(v -> new VersionedForm(v.form(), v.version()))
                .orElseThrow(() -> DomainException.notFound("Form"));
    }

    /** A read outside any transaction: one round trip on a connection of its own, nothing to flush. */
    @Override
    public FormPage list(Caller caller, ListQuery query) {
        String search = query.search() == null || query.search().isBlank() ? null : SearchText.pattern(query.search());
        FormRepository.Filter filter = new FormRepository.Filter(caller.organizationId(),
                Permissions.narrowedTo(caller.role(), caller.userId()), search, query.published(), query.template());
        return forms.page(filter, query.page().offset(), query.page().size());
    }

    private Form visible(Caller caller, String id) {
        return FormAccess.visible(forms, caller, id);
    }

    private static boolean visibleTo(Caller caller, Form form) {
        return FormAccess.visibleTo(caller, form);
    }

    private Form writable(Caller caller, String id) {
        return FormAccess.writable(forms, caller, id);
    }

    private void audit(Caller caller, String action, Form form, Map<String, Object> changes) {
        auditTrail.record(new AuditEntry(clock.now(), caller.actor(), action, "Form", form.id(), changes));
    }

    private static Map<String, Object> summary(Form form) {
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("title", form.title());
        changes.put("isPublished", form.published());
        changes.put("isTemplate", form.template());
        changes.put("questions", form.questions().size());
        changes.put("scoreRanges", form.scoreRanges().size());
        return changes;
    }

    /** A draw asking more than its bank holds now is refused at save, naming the section (ADR 0053). */
    private void requireDrawsFillable(Form form) {
        List<FormSection> sections = form.effectiveLayout().sections();
        for (int s = 0; s < sections.size(); s++) {
            if (sections.get(s) instanceof FormSection.Drawn drawn) {
                FormSection.DrawRule rule = drawn.draw();
                int held = drawSource.candidates(form.organizationId(), rule.bankId(), rule.categoryId(),
                        rule.includeSubcategories(), rule.tags()).size();
                if (rule.count() > held) {
                    throw DomainException.invalid("sections[" + s + "].draw.count", "asks " + rule.count()
                            + " questions and the bank holds " + held + " that match");
                }
            }
        }
    }
}
