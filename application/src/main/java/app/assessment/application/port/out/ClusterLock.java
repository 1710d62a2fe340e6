package app.assessment.application.port.out;

import java.util.Optional;

/**
 * A lock shared by every instance of the service, held until the current transaction ends.
 * Jobs that must not run twice at once (cron, first-start set-up) take it; a JVM lock would
 * not see the other instances.
 */
public interface ClusterLock {
    /** @return true when this transaction now holds the lock, false when another holds it. */
    boolean tryLock(String name);

    /** Waits until this transaction holds the lock. */
    void lock(String name);

    /**
     * Takes the lock outside any transaction, for work that runs longer than a transaction should
     * (a backup): held until {@link Held#close()}, or until this instance's connection drops.
     *
     * @return empty when another holder has it
     */
    Optional<Held> tryHold(String name);

    /** A lock taken by {@link #tryHold}. */
    interface Held extends AutoCloseable {
        @Override
        void close();
    }
}
