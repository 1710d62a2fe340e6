package app.assessment.application.port.out.notification;

import app.assessment.domain.notification.NotificationType;
import java.util.Map;

/**
 * Turns a type's template into a message, in one locale. Templates see the documented values
 * only, HTML-escaped in the HTML part.
 */
public interface NotificationRenderer {

    Rendered render(NotificationType type, String locale, Map<String, String> values);

    /** @param text the plain-text body (also an in-app notification's body) */
    record Rendered(String subject, String text, String html) {
    }
}
