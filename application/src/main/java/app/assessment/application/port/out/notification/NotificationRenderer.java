package app.assessment.application.port.out.notification;

import app.assessment.domain.notification.NotificationType;
import java.util.List;
import java.util.Map;

/**
 * Turns a type's template into a message, in one locale. Templates see the documented values
 * only, HTML-escaped in the HTML part.
 */
public interface NotificationRenderer {

    /** Every template variable; templates see these and nothing else (absent ones are empty). */
    List<String> VARIABLES = List.of("recipientName", "participantName", "formTitle", "testLink", "scheduledAt", "expiresAt",
            "paymentLink", "amount", "pixCode", "reason", "score", "percentage", "label", "about", "code", "link", "validMinutes",
            "title", "body");

    Rendered render(NotificationType type, String locale, Map<String, String> values);

    /** @param text the plain-text body (also an in-app notification's body) */
    record Rendered(String subject, String text, String html) {
    }
}
