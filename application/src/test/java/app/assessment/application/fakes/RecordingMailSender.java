package app.assessment.application.fakes;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.mail.MailSender;
import app.assessment.application.port.out.notification.NotificationRenderer;
import app.assessment.application.service.notification.OrganizationNotificationPreferences;
import app.assessment.application.service.notification.SignInMails;
import java.util.ArrayList;
import java.util.List;

/** Keeps every message sent, in order. */
public final class RecordingMailSender implements MailSender {

    public final List<MailMessage> sent = new ArrayList<>();

    @Override
    public void send(MailMessage message) {
        sent.add(message);
    }

    /**
     * The real sign-in mails, sending here through a template whose text is the code or the link
     * alone, so a test reads what the user received with {@link #lastText}.
     */
    public SignInMails signInMails(Clock clock) {
        NotificationRenderer renderer = (organizationId, locale, type, values) -> new NotificationRenderer.Rendered(
                type.name(), values.get("code") + values.get("link"), null);
        return new SignInMails(renderer, new OrganizationNotificationPreferences(new InMemoryNotificationPreferences(),
                Samples.NOTIFICATION_SETTINGS), this, new RecordingOutbox(), new SequentialIds(), clock);
    }

    public String lastText() {
        return sent.get(sent.size() - 1).text();
    }
}
