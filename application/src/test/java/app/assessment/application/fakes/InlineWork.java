package app.assessment.application.fakes;

import app.assessment.application.port.out.BackgroundWork;

/** Runs each task at once on the caller's thread, and counts them, so a test sees the work went through the port. */
public final class InlineWork implements BackgroundWork {

    public int submitted;

    @Override
    public void submit(Runnable task) {
        submitted++;
        task.run();
    }
}
