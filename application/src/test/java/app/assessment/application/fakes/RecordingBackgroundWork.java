package app.assessment.application.fakes;

import app.assessment.application.port.out.BackgroundWork;
import java.util.ArrayList;
import java.util.List;

/** Holds submitted tasks until a test runs them, so it can tell the answer from the work. */
public final class RecordingBackgroundWork implements BackgroundWork {

    public final List<Runnable> pending = new ArrayList<>();

    @Override
    public void submit(Runnable task) {
        pending.add(task);
    }

    public void runAll() {
        List<Runnable> tasks = new ArrayList<>(pending);
        pending.clear();
        tasks.forEach(Runnable::run);
    }
}
