package app.assessment.application.port.out.audit;

import java.util.List;
import java.util.function.Consumer;

/**
 * Committed audit entries as they arrive, in sequence order, for this instance's live streams.
 * Implementations read them from the database (so every instance sees every committed entry, and
 * none that was rolled back) and hand each batch to every listener, on one thread of their own:
 * a listener must never block.
 */
public interface AuditFeed {

    /** Starts delivering entries committed after {@link Subscription#position()}. */
    Subscription subscribe(Consumer<List<AuditRecord>> listener);

    interface Subscription extends AutoCloseable {
        /** The last sequence delivered before this subscription: later entries come to the listener. */
        long position();

        /**
         * The log's last committed sequence when this subscription began (at least
         * {@link #position()}): a stream opened without a resume point shows what comes after it,
         * not entries committed before it that the feed had not delivered yet.
         */
        long end();

        @Override
        void close();
    }
}
