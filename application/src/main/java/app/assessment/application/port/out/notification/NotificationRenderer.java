package app.assessment.application.port.out.notification;

import app.assessment.domain.notification.NotificationType;
import java.util.Map;

/**
 * Turns a type's template into a message, in one locale: the organization's override of that
 * type and locale when it has one, else the shipped default. Templates see their type's
 * documented values only ({@code TemplateVariables}; callers fill {@code TemplateVariables.all()},
 * absent ones empty), HTML-escaped in the HTML part.
 */
public interface NotificationRenderer {

    /** @param organizationId whose override applies; null for the shipped default */
    Rendered render(String organizationId, String locale, NotificationType type, Map<String, String> values);

    /** @param text the plain-text body (also an in-app notification's body) */
    record Rendered(String subject, String text, String html) {
    }
}
