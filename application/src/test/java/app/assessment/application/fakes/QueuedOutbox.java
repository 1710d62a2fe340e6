package app.assessment.application.fakes;

import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.application.port.out.notification.NotificationOutbox;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** The dispatcher's side of the outbox: rows waiting in claim order, and each batch's outcomes as recorded. */
public final class QueuedOutbox implements NotificationOutbox {

    public final List<Claimed> due = new ArrayList<>();
    public final List<List<Outcome>> recorded = new ArrayList<>();
    public final List<Integer> claimLimits = new ArrayList<>();

    @Override
    public void enqueue(List<NewNotification> notifications, String withdrawRemindersOf) {
        throw new UnsupportedOperationException("use-case side");
    }

    @Override
    public void recordSent(SentMail mail) {
        throw new UnsupportedOperationException("use-case side");
    }

    @Override
    public List<Claimed> claimDue(Instant now, int limit, Duration lease) {
        claimLimits.add(limit);
        List<Claimed> batch = new ArrayList<>(due.subList(0, Math.min(limit, due.size())));
        due.subList(0, batch.size()).clear();
        return batch;
    }

    @Override
    public void record(List<Outcome> outcomes) {
        recorded.add(List.copyOf(outcomes));
    }
}
