package app.assessment.adapters.mail;

import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.mail.MailTemplates;
import app.assessment.application.port.out.notification.NotificationRenderer;
import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.domain.notification.NotificationType;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The sign-in mails, through the notification templates (SECOND_FACTOR_CODE, PASSWORD_RESET) of
 * the user's organization, but still sent at once by their use cases: the user is waiting for them.
 */
@ApplicationScoped
public class TemplatedMailTemplates implements MailTemplates {

    private final NotificationRenderer renderer;
    private final String locale;

    public TemplatedMailTemplates(NotificationRenderer renderer, NotificationSettings settings) {
        this.renderer = renderer;
        this.locale = settings.defaultLocale();
    }

    @Override
    public MailMessage secondFactorCode(String organizationId, String to, String name, String code, Duration validFor) {
        return message(organizationId, NotificationType.SECOND_FACTOR_CODE, to, name,
                Map.of("code", code, "validMinutes", minutes(validFor)));
    }

    @Override
    public MailMessage passwordReset(String organizationId, String to, String name, String link, Duration validFor) {
        return message(organizationId, NotificationType.PASSWORD_RESET, to, name, Map.of("link", link, "validMinutes", minutes(validFor)));
    }

    private MailMessage message(String organizationId, NotificationType type, String to, String name, Map<String, String> specific) {
        Map<String, String> values = new LinkedHashMap<>();
        NotificationRenderer.VARIABLES.forEach(variable -> values.put(variable, ""));
        values.put("recipientName", name);
        values.putAll(specific);
        NotificationRenderer.Rendered rendered = renderer.render(organizationId, locale, type, values);
        return new MailMessage(to, rendered.subject(), rendered.text(), rendered.html());
    }

    private static String minutes(Duration validFor) {
        return Long.toString(validFor.toMinutes());
    }
}
