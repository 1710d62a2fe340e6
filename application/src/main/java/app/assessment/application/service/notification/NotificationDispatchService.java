package app.assessment.application.service.notification;

import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import app.assessment.application.port.out.BackgroundWork;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.NotificationSenders;
import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.mail.MailSender;
import app.assessment.application.port.out.notification.NotificationOutbox;
import app.assessment.application.port.out.notification.NotificationOutbox.Claimed;
import app.assessment.application.port.out.notification.NotificationOutbox.Outcome;
import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.RetryBackoff;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * The dispatcher. Claims due rows in short transactions ({@code FOR UPDATE SKIP LOCKED}, so any
 * number of dispatchers on any number of instances share the queue without taking a row twice),
 * sends the batch with no transaction open (a slow SMTP server holds no connection or lock), up to
 * {@code sendConcurrency} mails at once (docs/adr/0032), and records the batch's outcomes in one
 * statement of a transaction of its own while the next batch is being sent. A failure is retried after the back-off
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

    /**
     * Sends, shared by every dispatcher run of this instance (the schedule and the cron route
     * together), so this instance never hands SMTP more than {@code sendConcurrency} mails at once,
     * whatever runs.
     */
    private final Executor senders;

    public NotificationDispatchService(NotificationOutbox outbox, NotificationContent content, MailSender mail,
                                       NotificationSettings settings, Clock clock,
                                       @NotificationSenders BackgroundWork senders) {
        this.outbox = outbox;
        this.content = content;
        this.mail = mail;
        this.settings = settings;
        this.clock = clock;
        this.senders = senders::submit;
    }

    /**
     * Claims the next batch while the current one is still being sent, once no more than one mail
     * per sender is left to start, and records a batch's outcomes while the next is being sent: the
     * senders never wait for a whole batch to end, its outcome statement or the next claim, yet
     * each batch is still one claim and one outcome statement. An instance holds at most two
     * batches at once.
     */
    @Override
    public Report dispatch() {
        Tally tally = new Tally();
        SendingBatch sending = null;
        try {
            int claimed = 0;
            while (claimed < settings.maxPerRun()) {
                List<Claimed> batch = outbox.claimDue(clock.now(), Math.min(settings.batchSize(), settings.maxPerRun() - claimed),
                        settings.claimLease());
                if (batch.isEmpty()) {
                    break;
                }
                claimed += batch.size();
                SendingBatch sent = sending;
                sending = new SendingBatch(batch, NotificationDispatchService::recipientKey, this::deliver, sent, senders);
                if (sent != null) {
                    tally.record(sent.outcomes());
                }
                if (!sending.awaitStartedAllBut(settings.sendConcurrency())) {
                    break;
                }
            }
        } finally {
            if (sending != null) {
                tally.record(sending.outcomes());
            }
        }
        return tally.report();
    }

    /** Records a batch's outcomes (one statement) and counts them. */
    private final class Tally {
        private int sent;
        private int retried;
        private int failed;
        private int dropped;

        void record(List<Outcome> outcomes) {
            outbox.record(outcomes);
            for (Outcome outcome : outcomes) {
                switch (outcome.status()) {
                    case SENT -> sent++;
                    case QUEUED -> retried++;
                    case FAILED -> failed++;
                    default -> dropped++;
                }
            }
        }

        Report report() {
            return new Report(sent, retried, failed, dropped);
        }
    }

    /**
     * Who reads the row: a user, else the participant of an assignment (whose address is looked up
     * at delivery), else the stored address.
     */
    private static String recipientKey(Claimed claimed) {
        if (claimed.recipientUserId() != null) {
            return "user:" + claimed.recipientUserId();
        }
        if (claimed.assignmentId() != null) {
            return "assignment:" + claimed.assignmentId();
        }
        return "email:" + (claimed.recipientEmail() == null ? claimed.id() : claimed.recipientEmail().toLowerCase(Locale.ROOT));
    }

    private Outcome deliver(Claimed claimed) {
        try {
            NotificationContent.Prepared prepared = content.prepare(claimed);
            if (prepared.message() == null) {
                return Outcome.dropped(claimed.id(), prepared.cancelled(), prepared.dropReason(), prepared.email(), prepared.name());
            }
            if (claimed.channel() == NotificationChannel.EMAIL) {
                mail.send(new MailMessage(prepared.email(), prepared.message().subject(), prepared.message().text(),
                        prepared.message().html(), messageId(claimed.id()), prepared.senderName(), prepared.replyTo()));
            }
            return Outcome.sent(claimed.id(), clock.now(), prepared.message().subject(), prepared.message().text(), prepared.email(),
                    prepared.name());
        } catch (RuntimeException e) {
            String error = describe(e);
            Optional<Instant> next = RetryBackoff.nextAttempt(claimed.attempts(), clock.now());
            return next.map(at -> Outcome.retryAt(claimed.id(), at, error)).orElseGet(() -> Outcome.failed(claimed.id(), error));
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
