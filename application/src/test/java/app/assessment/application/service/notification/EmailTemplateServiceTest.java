package app.assessment.application.service.notification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.EmptyPorts;
import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.notification.EmailTemplateUseCases.Draft;
import app.assessment.application.port.in.notification.EmailTemplateUseCases.Effective;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.application.port.out.notification.EmailTemplateEngine;
import app.assessment.application.port.out.notification.EmailTemplateOverrides;
import app.assessment.application.port.out.notification.NotificationRenderer;
import app.assessment.application.port.out.notification.TemplateParts;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.notification.TemplateVariables;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class EmailTemplateServiceTest {

    private static final TemplateParts SHIPPED = new TemplateParts("shipped", "<p>shipped</p>", "shipped");

    private final Overrides overrides = new Overrides();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final EmailTemplateService service = new EmailTemplateService(overrides, new Engine(), EmptyPorts.of(OrganizationRepository.class),
            audit, new FixedClock(Samples.T0));
    private final Caller root = Samples.caller(Role.SUPER_ADMIN, "root");

    @Test
    void aSavedDraft_becomesTheEffectiveTemplate_ofItsLocale() {
        Effective saved = service.save(root, null, "PASSWORD_RESET", new Draft("en", "Reset", "<p>{link}</p>", "{link}"));

        assertThat(saved.shippedDefault()).isFalse();
        assertThat(saved.parts()).isEqualTo(new TemplateParts("Reset", "<p>{link}</p>", "{link}"));
        assertThat(saved.variables()).isEqualTo(TemplateVariables.of(NotificationType.PASSWORD_RESET));
        assertThat(service.get(root, null, "PASSWORD_RESET", "pt-BR").parts()).isEqualTo(SHIPPED);
        assertThat(audit.last().action()).isEqualTo("email-template.update");
        assertThat(audit.last().entityId()).isEqualTo("PASSWORD_RESET/en");
    }

    @Test
    void aDraftTheEngineRefuses_isA400NamingItsPartAndLine_andNothingIsStored() {
        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> service.save(root, null, "PASSWORD_RESET", new Draft("en", "Reset", "<p>{secret}</p>", "text")));

        assertThat(refused.field()).contains("html");
        assertThat(refused.getMessage()).contains("line 1, 'secret'");
        assertThat(overrides.stored).isEmpty();
        assertThat(audit.entries).isEmpty();
    }

    @Test
    void aDraftMissingAPart_isRefusedBeforeTheEngineSeesIt() {
        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> service.save(root, null, "PASSWORD_RESET", new Draft(null, "Reset", " ", "text")));

        assertThat(refused.field()).contains("html");
    }

    @Test
    void restore_auditsOnlyWhenAnOverrideWasThere() {
        service.restore(root, null, "PASSWORD_RESET", "en");
        service.save(root, null, "PASSWORD_RESET", new Draft("en", "Reset", "<p>x</p>", "x"));
        service.restore(root, null, "PASSWORD_RESET", "en");

        assertThat(audit.actions()).containsExactly("email-template.update", "email-template.restore");
        assertThat(service.get(root, null, "PASSWORD_RESET", "en").shippedDefault()).isTrue();
    }

    @Test
    void anUnknownKey_isNotFound_andAnUnknownLocaleIsA400() {
        assertThat(catchThrowableOfType(DomainException.class, () -> service.get(root, null, "NOPE", "en")).kind())
                .isEqualTo(DomainException.Kind.NOT_FOUND);
        assertThat(catchThrowableOfType(DomainException.class, () -> service.get(root, null, "PASSWORD_RESET", "fr")).field())
                .contains("locale");
        assertThat(service.get(root, null, "PASSWORD_RESET", null).locale()).isEqualTo("pt-BR");
    }

    /** Refuses a part that names anything but the type's variables, on the line of the part it is in. */
    private static final class Engine implements EmailTemplateEngine {
        @Override
        public TemplateParts shipped(NotificationType type, String locale) {
            return SHIPPED;
        }

        @Override
        public Optional<TemplateError> check(NotificationType type, TemplateParts parts) {
            return parts.html().contains("{secret}") ? Optional.of(new TemplateError("html", 1, "secret", "not a variable of this type"))
                    : Optional.empty();
        }

        @Override
        public NotificationRenderer.Rendered renderDraft(NotificationType type, String locale, TemplateParts parts,
                                                         Map<String, String> values) {
            throw new UnsupportedOperationException();
        }
    }

    private static final class Overrides implements EmailTemplateOverrides {
        final Map<String, TemplateParts> stored = new HashMap<>();

        @Override
        public Optional<TemplateParts> find(String organizationId, NotificationType type, String locale) {
            return Optional.ofNullable(stored.get(type + "/" + locale));
        }

        @Override
        public List<Overridden> list(String organizationId) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void save(String organizationId, NotificationType type, String locale, TemplateParts parts, Instant at, String userId) {
            stored.put(type + "/" + locale, parts);
        }

        @Override
        public boolean delete(String organizationId, NotificationType type, String locale) {
            return stored.remove(type + "/" + locale) != null;
        }
    }
}
