package app.assessment.application.service.form;

import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryForms;
import app.assessment.application.fakes.NoDraws;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.Caller;
import app.assessment.domain.form.Form;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import app.assessment.domain.user.Role;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The form rules production runs are the domain's: deletion and who sees a form. */
class FormServiceTest {

    private final FixedClock clock = new FixedClock(T0.plus(Duration.ofDays(1)));
    private final InMemoryForms forms = new InMemoryForms();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final FormService service = new FormService(forms, audit, new SequentialIds(), clock, new NoDraws());

    @Test
    void delete_storesTheDeletionTheDomainDecided() {
        Form form = forms.put(Samples.form("f1", "prof1", true, false));

        service.delete(Samples.caller(Role.PROFESSOR, "prof1"), "f1");

        assertThat(forms.byId.get("f1")).isEqualTo(form.softDelete(clock.now()));
        assertThat(audit.last().action()).isEqualTo("form.delete");
        assertThat(audit.last().changes()).isEqualTo(Map.of("deletedAt", clock.now().toString()));
    }

    @Test
    void delete_otherProfessorsForm_forbiddenAndKept() {
        forms.put(Samples.form("f1", "prof1", true, true));

        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> service.delete(Samples.caller(Role.PROFESSOR, "prof2"), "f1"));

        assertThat(refused.code()).isEqualTo("FORM_NOT_OWNED");
        assertThat(forms.byId.get("f1").isDeleted()).isFalse();
    }

    @ParameterizedTest(name = "{0} owner={1} template={2}")
    @CsvSource({"ADMIN,false,false", "SUPER_ADMIN,false,false", "PROFESSOR,true,false", "PROFESSOR,false,true",
        "PROFESSOR,false,false", "STUDENT,false,false"})
    void get_visibleExactlyWhenPermissionsSaySo(Role role, boolean owner, boolean template) {
        forms.put(Samples.form("f1", owner ? "u1" : "other", true, template));
        Caller caller = Samples.caller(role, "u1");

        boolean visible = catchThrowableOfType(DomainException.class, () -> service.get(caller, "f1")) == null;

        assertThat(visible).isEqualTo(Permissions.canSeeForm(role, "u1", owner ? "u1" : "other", template));
    }
}
