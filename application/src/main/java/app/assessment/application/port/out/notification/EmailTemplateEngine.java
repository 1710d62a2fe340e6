package app.assessment.application.port.out.notification;

import app.assessment.domain.notification.NotificationType;
import java.util.Map;
import java.util.Optional;

/** The template language seen from the administration of templates: defaults, checking, drafts. */
public interface EmailTemplateEngine {

    /** The default shipped with the service for a type, in pt-BR or en. */
    TemplateParts shipped(NotificationType type, String locale);

    /** The first reason the parts cannot be used as the type's template, if any. */
    Optional<TemplateError> check(NotificationType type, TemplateParts parts);

    /** Renders parts that passed {@link #check} with the given values. */
    NotificationRenderer.Rendered renderDraft(NotificationType type, String locale, TemplateParts parts, Map<String, String> values);

    /**
     * @param part subject, html or text
     * @param line the line in that part, from 1 (0 when the engine does not tell)
     * @param variable the expression at fault, or null for a syntax error
     */
    record TemplateError(String part, int line, String variable, String message) {
    }
}
