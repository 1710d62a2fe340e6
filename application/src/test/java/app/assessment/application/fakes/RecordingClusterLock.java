package app.assessment.application.fakes;

import app.assessment.application.port.out.ClusterLock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A cluster lock some other instance may hold ({@link #heldElsewhere}) for the tries, and that a blocking
 * {@link #lock} takes after what another instance does meanwhile ({@code whileLocking}). Keeps every name tried
 * ({@link #asked}) and every name locked, in order ({@link #locked}).
 */
public final class RecordingClusterLock implements ClusterLock {

    public final Set<String> heldElsewhere = new HashSet<>();
    public final List<String> asked = new ArrayList<>();
    public final List<String> locked = new ArrayList<>();
    private final Runnable whileLocking;

    public RecordingClusterLock() {
        this(() -> { });
    }

    /** @param whileLocking what another instance does before this one gets the lock */
    public RecordingClusterLock(Runnable whileLocking) {
        this.whileLocking = whileLocking;
    }

    @Override
    public boolean tryLock(String name) {
        asked.add(name);
        if (heldElsewhere.contains(name)) {
            return false;
        }
        locked.add(name);
        return true;
    }

    @Override
    public void lock(String name) {
        whileLocking.run();
        locked.add(name);
    }

    @Override
    public Optional<Held> tryHold(String name) {
        asked.add(name);
        if (heldElsewhere.contains(name)) {
            return Optional.empty();
        }
        locked.add(name);
        return Optional.of(() -> { });
    }
}
