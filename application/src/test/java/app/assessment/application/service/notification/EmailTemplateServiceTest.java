package app.assessment.application.service.notification;

import static app.assessment.application.fakes.InMemoryEmailTemplates.key;
import static app.assessment.application.fakes.Samples.ORG;
import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryEmailTemplates;
import app.assessment.application.fakes.InMemoryOrganizations;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.notification.EmailTemplateUseCases.Draft;
import app.assessment.application.port.in.notification.EmailTemplateUseCases.Effective;
import app.assessment.application.port.in.notification.EmailTemplateUseCases.LocaleState;
import app.assessment.application.port.in.notification.EmailTemplateUseCases.Summary;
import app.assessment.application.port.out.notification.NotificationRenderer.Rendered;
import app.assessment.application.port.out.notification.TemplateParts;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * E-mail templates are a SUPER_ADMIN's (403 otherwise), of their own organization or another that exists (404);
 * a template is stored only when each part is present and names nothing but its type's documented variables, and
 * each change and restore is audited in the organization it is about.
 */
class EmailTemplateServiceTest {

    private static final String KEY = "PASSWORD_RESET";
    private static final Draft VALID = new Draft("en", "Reset, {{recipientName}}", "<a href=\"{{link}}\">reset</a>",
            "{{link}} ({{validMinutes}} min)");

    private final InMemoryEmailTemplates templates = new InMemoryEmailTemplates();
    private final InMemoryOrganizations organizations = new InMemoryOrganizations();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final EmailTemplateService service = new EmailTemplateService(templates, templates, organizations, audit,
            new FixedClock(T0));
    private final Caller root = Samples.caller(Role.SUPER_ADMIN, "root");

    @ParameterizedTest
    @EnumSource(value = Role.class, names = {"ADMIN", "PROFESSOR", "STUDENT"})
    void save_anyoneButASuperAdmin_isForbiddenAndStoresNothing(Role role) {
        assertThat(refusal(() -> service.save(Samples.caller(role, "u1"), null, KEY, VALID)).kind())
                .isEqualTo(DomainException.Kind.FORBIDDEN);
        assertThat(templates.stored).isEmpty();
    }

    @Test
    void save_validDraft_isStoredAuditedInItsOrganizationAndReturnedAsTheEffectiveTemplate() {
        organizations.add(new Organization("org2", "Escola Verde", T0));

        Effective effective = service.save(root, "org2", KEY, VALID);

        assertThat(templates.stored).containsOnlyKeys(key("org2", NotificationType.PASSWORD_RESET, "en"));
        assertThat(effective.organizationId()).isEqualTo("org2");
        assertThat(effective.shippedDefault()).isFalse();
        assertThat(effective.parts()).isEqualTo(new TemplateParts(VALID.subject(), VALID.html(), VALID.text()));
        assertThat(audit.last().action()).isEqualTo("email-template.update");
        assertThat(audit.last().entityId()).isEqualTo("PASSWORD_RESET/en");
        assertThat(audit.last().actor().organizationId()).isEqualTo("org2");
        assertThat(audit.last().changes()).isEqualTo(Map.of("key", KEY, "locale", "en"));
    }

    @Test
    void save_noOrganizationNamed_isTheSuperAdminsOwnAndNoLocaleIsPtBr() {
        service.save(root, null, KEY, new Draft(null, "Oi", "<p>Oi</p>", "Oi"));

        assertThat(templates.stored).containsOnlyKeys(key(ORG, NotificationType.PASSWORD_RESET, "pt-BR"));
    }

    /** An empty cell is a part left out. */
    @ParameterizedTest(name = "{0}: {1} | {2} | {3}")
    @CsvSource({"subject,'Oi {{nome}}',<p>Oi</p>,Oi", "html,Oi,'<p>\n{{recipientName}} {{token}}</p>',Oi",
            "text,Oi,<p>Oi</p>,'Oi {{link'", "subject,,<p>Oi</p>,Oi", "html,Oi,'  ',Oi", "text,Oi,<p>Oi</p>,"})
    void save_partMissingOrNamingAnUndocumentedVariable_isInvalidOnThatPartAndStoresNothing(String part, String subject,
                                                                                           String html, String text) {
        DomainException refused = refusal(() -> service.save(root, null, KEY, new Draft("en", subject, html, text)));

        assertThat(refused.kind()).isEqualTo(DomainException.Kind.INVALID);
        assertThat(refused.field()).contains(part);
        assertThat(templates.stored).isEmpty();
        assertThat(audit.entries).isEmpty();
    }

    @Test
    void save_undocumentedVariable_isReportedWithItsLineAndName() {
        DomainException refused = refusal(() -> service.save(root, null, KEY, new Draft("en", "Oi", "<p>\n{{token}}</p>", "Oi")));

        assertThat(refused.reason()).contains("line 2").contains("'token'");
    }

    @Test
    void save_subjectLongerThan300Characters_isInvalid() {
        assertThat(refusal(() -> service.save(root, null, KEY, new Draft("en", "x".repeat(301), "h", "t"))).field())
                .contains("subject");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"unknown organization,org9,PASSWORD_RESET,en,NOT_FOUND", "unknown template,,NOPE,en,NOT_FOUND",
            "unknown locale,,PASSWORD_RESET,fr,INVALID"})
    void get_unknownOrganizationTemplateOrLocale_isRefused(String what, String organizationId, String key, String locale,
                                                         DomainException.Kind kind) {
        assertThat(refusal(() -> service.get(root, organizationId, key, locale)).kind()).isEqualTo(kind);
    }

    @Test
    void restore_storedOverride_isDeletedAuditedAndTheShippedDefaultIsEffectiveAgain() {
        service.save(root, null, KEY, VALID);

        service.restore(root, null, KEY, "en");

        assertThat(templates.stored).isEmpty();
        assertThat(audit.actions()).containsExactly("email-template.update", "email-template.restore");
        Effective effective = service.get(root, null, KEY, "en");
        assertThat(effective.shippedDefault()).isTrue();
        assertThat(effective.parts().subject()).isEqualTo("shipped PASSWORD_RESET en");
    }

    @Test
    void restore_nothingStored_auditsNothing() {
        service.restore(root, null, KEY, "en");

        assertThat(audit.entries).isEmpty();
    }

    @Test
    void list_everyTypeWithItsVariablesAndWhichLocalesAreOverridden() {
        service.save(root, null, KEY, VALID);

        List<Summary> summaries = service.list(root, null, null);

        assertThat(summaries).extracting(Summary::key)
                .containsExactly(Arrays.stream(NotificationType.values()).map(Enum::name).toArray(String[]::new));
        Summary reset = summaries.stream().filter(s -> s.key().equals(KEY)).findFirst().orElseThrow();
        assertThat(reset.variables()).containsExactly("recipientName", "link", "validMinutes");
        assertThat(reset.locales()).containsExactly(new LocaleState("pt-BR", false, null), new LocaleState("en", true, T0));
    }

    @Test
    void preview_draft_isCheckedAndRenderedWithTheSampleValuesOfItsLocale() {
        Rendered rendered = service.preview(root, null, KEY, null, VALID);

        assertThat(templates.renderedWith).containsExactly(TemplateSamples.of("en"));
        assertThat(rendered.subject()).isEqualTo("Reset, " + TemplateSamples.of("en").get("recipientName"));
        assertThat(refusal(() -> service.preview(root, null, KEY, null, new Draft("en", "{{token}}", "h", "t"))).field())
                .contains("subject");
    }

    @Test
    void preview_withoutADraft_rendersTheEffectiveTemplate() {
        Rendered rendered = service.preview(root, null, KEY, "en", null);

        assertThat(rendered.subject()).isEqualTo("shipped PASSWORD_RESET en");
    }

    private static DomainException refusal(ThrowingCallable call) {
        return catchThrowableOfType(DomainException.class, call);
    }
}
