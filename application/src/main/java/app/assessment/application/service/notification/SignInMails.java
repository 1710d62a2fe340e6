package app.assessment.application.service.notification;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.mail.MailSender;
import app.assessment.application.port.out.notification.NotificationOutbox;
import app.assessment.application.port.out.notification.NotificationRenderer;
import app.assessment.domain.notification.NotificationPreferences;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.notification.TemplateVariables;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The sign-in mails (SECOND_FACTOR_CODE, PASSWORD_RESET) through the templates, locale, sender
 * name and reply-to of the user's organization, as every dispatched notification is; they are
 * still sent at once by their use cases rather than through the outbox: the user is waiting.
 * Once sent, each is written to the notifications table as sent, in the use case's transaction,
 * so that administrators list it; the code or link never reaches that row, its subject masked
 * where a template put it there.
 */
@ApplicationScoped
public class SignInMails {

    static final String MASK = "***";

    private final NotificationRenderer renderer;
    private final OrganizationNotificationPreferences preferences;
    private final MailSender mail;
    private final NotificationOutbox outbox;
    private final IdGenerator ids;
    private final Clock clock;

    public SignInMails(NotificationRenderer renderer, OrganizationNotificationPreferences preferences, MailSender mail,
                       NotificationOutbox outbox, IdGenerator ids, Clock clock) {
        this.renderer = renderer;
        this.preferences = preferences;
        this.mail = mail;
        this.outbox = outbox;
        this.ids = ids;
        this.clock = clock;
    }

    /** Mails {@code code} to the user and lists the mail as sent. */
    public void sendSecondFactorCode(User user, String code, Duration validFor) {
        send(user, NotificationType.SECOND_FACTOR_CODE, secondFactorCode(user.organizationId(), user.email(), user.name(), code,
                validFor), code);
    }

    /** Mails {@code link}, which carries {@code token}, to the user and lists the mail as sent. */
    public void sendPasswordReset(User user, String link, String token, Duration validFor) {
        send(user, NotificationType.PASSWORD_RESET, passwordReset(user.organizationId(), user.email(), user.name(), link, validFor),
                link, token);
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

    /** A failed send throws before anything is written, so only a mail that left is listed. */
    private void send(User user, NotificationType type, MailMessage message, String... secrets) {
        mail.send(message);
        String subject = message.subject();
        for (String secret : secrets) {
            subject = subject.replace(secret, MASK);
        }
        outbox.recordSent(new NotificationOutbox.SentMail(ids.newId(), user.organizationId(), type, user.id(), user.email(),
                user.name(), subject, clock.now()));
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
