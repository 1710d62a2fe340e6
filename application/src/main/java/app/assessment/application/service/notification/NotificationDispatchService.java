package app.assessment.application.service.notification;

import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.mail.MailSender;
import app.assessment.application.port.out.notification.NotificationOutbox;
import app.assessment.application.port.out.notification.NotificationOutbox.Claimed;
import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.RetryBackoff;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The dispatcher. Claims due rows in short transactions ({@code FOR UPDATE SKIP LOCKED}, so any
 * number of dispatchers on any number of instances share the queue without taking a row twice),
 * sends each with no transaction open (a slow SMTP server holds no connection or lock), then
 * records the outcome in a transaction of its own. A failure is retried after the back-off
 * ({@link RetryBackoff}), then the row is {@code failed} with its last error. Each mail's
 * Message-ID is derived from the notification id, so a resend after an ambiguous failure (the
 * server took the mail, the answer was lost) can be recognised downstream.
 */
@ApplicationScoped
public class NotificationDispatchService implements DispatchNotificationsUseCase {

    private final NotificationOutbox outbox;
    private final NotificationContent content;
    private final MailSender mail;
    private final NotificationSettings settings;
    private final Clock clock;

    public NotificationDispatchService(NotificationOutbox outbox, NotificationContent content, MailSender mail,
                                       NotificationSettings settings, Clock clock) {
        this.outbox = outbox;
        this.content = content;
        this.mail = mail;
        this.settings = settings;
        this.clock = clock;
    }

    @Override
    public Report dispatch() {
        int sent = 0;
        int retried = 0;
        int failed = 0;
        int dropped = 0;
        int handled = 0;
        while (handled < settings.maxPerRun()) {
            List<Claimed> batch = outbox.claimDue(clock.now(), Math.min(settings.batchSize(), settings.maxPerRun() - handled),
                    settings.claimLease());
            if (batch.isEmpty()) {
                break;
            }
            for (Claimed claimed : batch) {
                handled++;
                switch (deliver(claimed)) {
                    case SENT -> sent++;
                    case RETRY -> retried++;
                    case FAILED -> failed++;
                    case DROPPED -> dropped++;
                }
            }
        }
        return new Report(sent, retried, failed, dropped);
    }

    private enum Outcome { SENT, RETRY, FAILED, DROPPED }

    private Outcome deliver(Claimed claimed) {
        try {
            NotificationContent.Prepared prepared = content.prepare(claimed);
            if (prepared.message() == null) {
                outbox.dropped(claimed.id(), prepared.cancelled(), prepared.dropReason(), prepared.email(), prepared.name());
                return Outcome.DROPPED;
            }
            if (claimed.channel() == NotificationChannel.EMAIL) {
                mail.send(new MailMessage(prepared.email(), prepared.message().subject(), prepared.message().text(),
                        prepared.message().html(), messageId(claimed.id()), prepared.senderName(), prepared.replyTo()));
            }
            outbox.sent(claimed.id(), clock.now(), prepared.message().subject(), prepared.message().text(), prepared.email(),
                    prepared.name());
            return Outcome.SENT;
        } catch (RuntimeException e) {
            String error = describe(e);
            Optional<Instant> next = RetryBackoff.nextAttempt(claimed.attempts(), clock.now());
            if (next.isPresent()) {
                outbox.retryAt(claimed.id(), next.get(), error);
                return Outcome.RETRY;
            }
            outbox.failed(claimed.id(), error);
            return Outcome.FAILED;
        }
    }

    /** The same on every attempt of one notification; the host part names the sender, not the server. */
    static String messageId(String notificationId) {
        return "<notification." + notificationId + "@assessment.app>";
    }

    /** The failure's type and message, which never hold the mail's content (the sender says only what failed). */
    private static String describe(RuntimeException e) {
        String message = e.getClass().getSimpleName() + ": " + e.getMessage();
        return message.length() > 500 ? message.substring(0, 500) : message;
    }
}
