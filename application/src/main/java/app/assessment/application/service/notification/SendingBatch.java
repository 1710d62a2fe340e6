package app.assessment.application.service.notification;

import app.assessment.application.port.out.notification.NotificationOutbox.Claimed;
import app.assessment.application.port.out.notification.NotificationOutbox.Outcome;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Semaphore;
import java.util.function.Function;

/**
 * A claimed batch on the senders: one task per recipient (that recipient's rows one after another,
 * in claim order), different recipients at once. A recipient's task starts only once the same
 * recipient's task of the batch sent before it has ended, since the two batches are on the senders
 * together (docs/adr/0032).
 */
final class SendingBatch {

    private final Map<String, CompletableFuture<List<Outcome>>> byRecipient = new LinkedHashMap<>();
    private final Semaphore started = new Semaphore(0);

    SendingBatch(List<Claimed> batch, Function<Claimed, String> recipientKey, Function<Claimed, Outcome> deliver,
                 SendingBatch before, Executor senders) {
        Map<String, List<Claimed>> rows = new LinkedHashMap<>();
        for (Claimed claimed : batch) {
            rows.computeIfAbsent(recipientKey.apply(claimed), key -> new ArrayList<>()).add(claimed);
        }
        rows.forEach((recipient, own) -> {
            CompletableFuture<List<Outcome>> earlier = before == null ? null : before.byRecipient.get(recipient);
            byRecipient.put(recipient, earlier == null
                    ? CompletableFuture.supplyAsync(() -> send(own, deliver), senders)
                    : earlier.handleAsync((outcomes, failure) -> send(own, deliver), senders));
        });
    }

    private List<Outcome> send(List<Claimed> rows, Function<Claimed, Outcome> deliver) {
        started.release();
        return rows.stream().map(deliver).toList();
    }

    /**
     * Returns once at most {@code left} of the batch's recipients wait for a sender: the time to
     * claim the next batch, so that no sender runs dry in between. False when interrupted.
     */
    boolean awaitStartedAllBut(int left) {
        try {
            started.acquire(Math.max(0, byRecipient.size() - left));
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Every outcome, in claim order per recipient, once the last mail of the batch is through. */
    List<Outcome> outcomes() {
        return byRecipient.values().stream().flatMap(run -> run.join().stream()).toList();
    }
}
