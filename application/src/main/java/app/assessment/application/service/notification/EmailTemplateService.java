package app.assessment.application.service.notification;

import app.assessment.application.service.organization.AdministeredOrganization;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.notification.EmailTemplateUseCases;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.application.port.out.notification.EmailTemplateEngine;
import app.assessment.application.port.out.notification.EmailTemplateEngine.TemplateError;
import app.assessment.application.port.out.notification.EmailTemplateOverrides;
import app.assessment.application.port.out.notification.NotificationRenderer.Rendered;
import app.assessment.application.port.out.notification.TemplateParts;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.notification.TemplateVariables;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * E-mail templates are a super administrator's (docs/api.md §8): any organization's, another
 * organization's id that does not exist is 404. A template is stored only when it parses and
 * names nothing but its type's documented variables (the engine's check); the same check runs
 * again when it is rendered.
 */
@ApplicationScoped
public class EmailTemplateService implements EmailTemplateUseCases {

    static final List<String> LOCALES = List.of("pt-BR", "en");
    private static final int SUBJECT_MAX = 300;
    private static final int BODY_MAX = 100_000;

    private final EmailTemplateOverrides overrides;
    private final EmailTemplateEngine engine;
    private final OrganizationRepository organizations;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public EmailTemplateService(EmailTemplateOverrides overrides, EmailTemplateEngine engine, OrganizationRepository organizations,
                                AuditTrail auditTrail, Clock clock) {
        this.overrides = overrides;
        this.engine = engine;
        this.organizations = organizations;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    @Override
    @Transactional
    public List<Summary> list(Caller caller, String organizationId, String locale) {
        String organization = organization(caller, organizationId);
        List<String> locales = locale == null ? LOCALES : List.of(locale(locale));
        List<EmailTemplateOverrides.Overridden> stored = overrides.list(organization);
        return Arrays.stream(NotificationType.values()).map(type -> new Summary(type.name(), TemplateVariables.of(type),
                locales.stream().map(l -> stored.stream().filter(o -> o.key().equals(type.name()) && o.locale().equals(l))
                        .findFirst().map(o -> new LocaleState(l, true, o.updatedAt())).orElse(new LocaleState(l, false, null)))
                        .toList())).toList();
    }

    @Override
    @Transactional
    public Effective get(Caller caller, String organizationId, String key, String locale) {
        NotificationType type = type(key);
        return effective(organization(caller, organizationId), type, localeOrDefault(locale));
    }

    @Override
    @Transactional
    public Effective save(Caller caller, String organizationId, String key, Draft draft) {
        NotificationType type = type(key);
        String organization = organization(caller, organizationId);
        String locale = localeOrDefault(draft == null ? null : draft.locale());
        TemplateParts parts = checked(type, draft);
        Instant now = clock.now();
        overrides.save(organization, type, locale, parts, now, caller.userId());
        auditTrail.record(new AuditEntry(now, caller.actor().inOrganization(organization), "email-template.update", "EmailTemplate",
                type.name() + "/" + locale, changes(type, locale)));
        return effective(organization, type, locale);
    }

    @Override
    @Transactional
    public void restore(Caller caller, String organizationId, String key, String locale) {
        NotificationType type = type(key);
        String organization = organization(caller, organizationId);
        String chosen = localeOrDefault(locale);
        if (overrides.delete(organization, type, chosen)) {
            auditTrail.record(new AuditEntry(clock.now(), caller.actor().inOrganization(organization), "email-template.restore",
                    "EmailTemplate", type.name() + "/" + chosen, changes(type, chosen)));
        }
    }

    @Override
    @Transactional
    public Rendered preview(Caller caller, String organizationId, String key, String locale, Draft draft) {
        NotificationType type = type(key);
        String organization = organization(caller, organizationId);
        boolean drafted = draft != null && (draft.subject() != null || draft.html() != null || draft.text() != null);
        String chosen = localeOrDefault(draft != null && draft.locale() != null ? draft.locale() : locale);
        TemplateParts parts = drafted ? checked(type, draft) : effective(organization, type, chosen).parts();
        return engine.renderDraft(type, chosen, parts, TemplateSamples.of(chosen));
    }

    private Effective effective(String organization, NotificationType type, String locale) {
        Optional<TemplateParts> override = overrides.find(organization, type, locale);
        return new Effective(organization, type.name(), locale, override.orElseGet(() -> engine.shipped(type, locale)),
                override.isEmpty(), TemplateVariables.of(type));
    }

    private TemplateParts checked(NotificationType type, Draft draft) {
        if (draft == null) {
            throw DomainException.invalid("body", "subject, html and text are required");
        }
        TemplateParts parts = new TemplateParts(required("subject", draft.subject(), SUBJECT_MAX),
                required("html", draft.html(), BODY_MAX), required("text", draft.text(), BODY_MAX));
        Optional<TemplateError> error = engine.check(type, parts);
        if (error.isPresent()) {
            TemplateError e = error.get();
            throw DomainException.invalid(e.part(), "line " + e.line() + (e.variable() == null ? "" : ", '" + e.variable() + "'")
                    + ": " + e.message());
        }
        return parts;
    }

    private static String required(String part, String value, int max) {
        if (value == null || value.isBlank()) {
            throw DomainException.invalid(part, "is required");
        }
        if (value.length() > max) {
            throw DomainException.invalid(part, "at most " + max + " characters");
        }
        return value;
    }

    private String organization(Caller caller, String organizationId) {
        return AdministeredOrganization.of(caller, organizationId, organizations, "Only super administrators edit e-mail templates");
    }

    private static NotificationType type(String key) {
        try {
            return NotificationType.valueOf(key);
        } catch (IllegalArgumentException | NullPointerException e) {
            throw DomainException.notFound("E-mail template");
        }
    }

    private static String localeOrDefault(String locale) {
        return locale == null ? LOCALES.get(0) : locale(locale);
    }

    private static String locale(String locale) {
        if (!LOCALES.contains(locale)) {
            throw DomainException.invalid("locale", "must be pt-BR or en");
        }
        return locale;
    }

    private static Map<String, Object> changes(NotificationType type, String locale) {
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("key", type.name());
        changes.put("locale", locale);
        return changes;
    }
}
