package app.assessment.application.fakes;

import app.assessment.application.port.out.ClusterLock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Always free; keeps the names locked, in order, so a test sees a lock was taken and when. */
public final class RecordingClusterLock implements ClusterLock {

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
        lock(name);
        return true;
    }

    @Override
    public void lock(String name) {
        whileLocking.run();
        locked.add(name);
    }

    @Override
    public Optional<Held> tryHold(String name) {
        locked.add(name);
        return Optional.of(() -> { });
    }
}
