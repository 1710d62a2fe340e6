package app.assessment.application.fakes;

import app.assessment.application.port.out.ClusterLock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** A cluster lock some other instance may hold ({@link #heldElsewhere}); keeps every name asked for. */
public final class RecordingClusterLock implements ClusterLock {

    public final Set<String> heldElsewhere = new HashSet<>();
    public final List<String> asked = new ArrayList<>();

    @Override
    public boolean tryLock(String name) {
        asked.add(name);
        return !heldElsewhere.contains(name);
    }

    @Override
    public void lock(String name) {
        throw new UnsupportedOperationException("would wait for ever in a test");
    }

    @Override
    public Optional<Held> tryHold(String name) {
        asked.add(name);
        return heldElsewhere.contains(name) ? Optional.empty() : Optional.of(() -> { });
    }
}
