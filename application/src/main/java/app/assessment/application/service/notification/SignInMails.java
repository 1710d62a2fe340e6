package app.assessment.application.service.notification;

import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.notification.NotificationRenderer;
import app.assessment.domain.notification.NotificationPreferences;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.notification.TemplateVariables;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The sign-in mails (SECOND_FACTOR_CODE, PASSWORD_RESET) through the templates, locale, sender
 * name and reply-to of the user's organization, as every dispatched notification is; they are
 * still sent at once by their use cases rather than through the outbox: the user is waiting.
 */
@ApplicationScoped
public class SignInMails {

    private final NotificationRenderer renderer;
    private final OrganizationNotificationPreferences preferences;

    public SignInMails(NotificationRenderer renderer, OrganizationNotificationPreferences preferences) {
        this.renderer = renderer;
        this.preferences = preferences;
    }

    /** @param organizationId null for a user of no organization: the configuration's defaults apply */
    public MailMessage secondFactorCode(String organizationId, String to, String name, String code, Duration validFor) {
        return message(organizationId, NotificationType.SECOND_FACTOR_CODE, to, name,
                Map.of("code", code, "validMinutes", minutes(validFor)));
    }

    /** @param organizationId null for a user of no organization: the configuration's defaults apply */
    public MailMessage passwordReset(String organizationId, String to, String name, String link, Duration validFor) {
        return message(organizationId, NotificationType.PASSWORD_RESET, to, name, Map.of("link", link, "validMinutes", minutes(validFor)));
    }

    private MailMessage message(String organizationId, NotificationType type, String to, String name, Map<String, String> specific) {
        NotificationPreferences organization = organizationId == null ? preferences.defaults() : preferences.of(organizationId);
        Map<String, String> values = new LinkedHashMap<>();
        TemplateVariables.all().forEach(variable -> values.put(variable, ""));
        values.put("recipientName", name);
        values.putAll(specific);
        NotificationRenderer.Rendered rendered = renderer.render(organizationId, organization.locale(), type, values);
        return new MailMessage(to, rendered.subject(), rendered.text(), rendered.html(), null, organization.senderName(),
                organization.replyTo());
    }

    private static String minutes(Duration validFor) {
        return Long.toString(validFor.toMinutes());
    }
}
