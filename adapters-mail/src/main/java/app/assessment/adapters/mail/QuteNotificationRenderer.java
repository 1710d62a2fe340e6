package app.assessment.adapters.mail;

import app.assessment.application.port.out.notification.EmailTemplateEngine;
import app.assessment.application.port.out.notification.EmailTemplateOverrides;
import app.assessment.application.port.out.notification.NotificationRenderer;
import app.assessment.application.port.out.notification.TemplateParts;
import app.assessment.domain.notification.NotificationType;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.Optional;
import org.jboss.logging.Logger;

/**
 * Notifications rendered with Qute ({@link SandboxedTemplates}) from the organization's override
 * of the type and locale, read from the database on every render so an edit made through any
 * instance is used at once, else from the shipped default ({@link ShippedTemplates}). The
 * subject and text parts are plain text; the HTML part is {@code text/html}, escaped value by
 * value. An override that no longer passes the checks (a row written around the API) is
 * ignored for the shipped default, never rendered.
 */
@ApplicationScoped
public class QuteNotificationRenderer implements NotificationRenderer, EmailTemplateEngine {

    private static final Logger LOG = Logger.getLogger(QuteNotificationRenderer.class);

    private final SandboxedTemplates sandbox;
    private final ShippedTemplates shipped;
    private final EmailTemplateOverrides overrides;

    public QuteNotificationRenderer(SandboxedTemplates sandbox, ShippedTemplates shipped, EmailTemplateOverrides overrides) {
        this.sandbox = sandbox;
        this.shipped = shipped;
        this.overrides = overrides;
    }

    @Override
    public Rendered render(String organizationId, String locale, NotificationType type, Map<String, String> values) {
        String chosen = ShippedTemplates.supported(locale);
        Optional<TemplateParts> override = organizationId == null ? Optional.empty() : overrides.find(organizationId, type, chosen);
        if (override.isPresent()) {
            Optional<TemplateError> error = check(type, override.get());
            if (error.isEmpty()) {
                return renderDraft(type, chosen, override.get(), values);
            }
            LOG.warnf("Ignoring the stored %s template (%s) of organization %s: %s", type, chosen, organizationId,
                    error.get().message());
        }
        return renderDraft(type, chosen, shipped(type, chosen), values);
    }

    @Override
    public TemplateParts shipped(NotificationType type, String locale) {
        ShippedTemplates.Parts parts = shipped.of(type, locale);
        return new TemplateParts(parts.subject(), parts.html(), parts.text());
    }

    @Override
    public Optional<TemplateError> check(NotificationType type, TemplateParts parts) {
        for (String part : new String[] {"subject", "html", "text"}) {
            TemplateError error = sandbox.parse(type, part, content(parts, part)).error();
            if (error != null) {
                return Optional.of(error);
            }
        }
        return Optional.empty();
    }

    @Override
    public Rendered renderDraft(NotificationType type, String locale, TemplateParts parts, Map<String, String> values) {
        String subject = part(type, "subject", parts, values).strip();
        String text = part(type, "text", parts, values);
        String html = Html.page(subject, part(type, "html", parts, values), ShippedTemplates.supported(locale));
        return new Rendered(subject, text, html);
    }

    private String part(NotificationType type, String part, TemplateParts parts, Map<String, String> values) {
        SandboxedTemplates.Parsed parsed = sandbox.parse(type, part, content(parts, part));
        if (parsed.error() != null) {
            throw new IllegalStateException("Unusable " + type + " template, " + part + " line " + parsed.error().line() + ": "
                    + parsed.error().message());
        }
        return sandbox.render(parsed.template(), type, values);
    }

    private static String content(TemplateParts parts, String part) {
        return switch (part) {
            case "subject" -> parts.subject();
            case "html" -> parts.html();
            default -> parts.text();
        };
    }
}
