package app.assessment.application.fakes;

import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.application.port.out.notification.NotificationOutbox;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Keeps what use cases enqueue and the mails they record as sent; the dispatcher's side is not used by them. */
public final class RecordingOutbox implements NotificationOutbox {

    public final List<NewNotification> enqueued = new ArrayList<>();
    public final List<SentMail> sent = new ArrayList<>();
    /** The assignments whose scheduled reminders an enqueue withdrew, in call order. */
    public final List<String> remindersWithdrawn = new ArrayList<>();
    public int enqueues;

    @Override
    public void enqueue(List<NewNotification> notifications, String withdrawRemindersOf) {
        enqueues++;
        enqueued.addAll(notifications);
        if (withdrawRemindersOf != null) {
            remindersWithdrawn.add(withdrawRemindersOf);
        }
    }

    @Override
    public void recordSent(SentMail mail) {
        sent.add(mail);
    }

    @Override
    public List<Claimed> claimDue(Instant now, int limit, Duration lease) {
        throw new UnsupportedOperationException("dispatcher side");
    }

    @Override
    public void record(List<Outcome> outcomes) {
        throw new UnsupportedOperationException("dispatcher side");
    }
}
