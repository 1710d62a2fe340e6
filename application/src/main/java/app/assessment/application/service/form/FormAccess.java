package app.assessment.application.service.form;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.domain.form.Form;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;

/** Who may see and change a form: the rules every use case on a form applies. */
public final class FormAccess {
    private FormAccess() {
    }

    /** A professor sees their own forms and the organization's templates; others' forms are absent (404). */
    public static Form visible(FormRepository forms, Caller caller, String id) {
        return forms.byId(caller.organizationId(), id)
                .filter(f -> visibleTo(caller, f))
                .orElseThrow(() -> DomainException.notFound("Form"));
    }

    static boolean visibleTo(Caller caller, Form form) {
        return Permissions.canSeeForm(caller.role(), caller.userId(), form.ownerId(), form.template());
    }

    /** Visible, and the caller created it or administers the organization (403 otherwise). */
    public static Form writable(FormRepository forms, Caller caller, String id) {
        Form form = visible(forms, caller, id);
        if (!Permissions.canWriteForm(caller.role(), caller.userId(), form.ownerId())) {
            throw new DomainException(DomainException.Kind.FORBIDDEN, "FORM_NOT_OWNED", "Only the form's creator or an administrator may change it");
        }
        return form;
    }
}
