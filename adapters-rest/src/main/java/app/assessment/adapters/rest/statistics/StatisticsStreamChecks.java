package app.assessment.adapters.rest.statistics;

import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** The threads the statistics streams check and send on: never the audit feed's thread, never an event loop. */
@ApplicationScoped
class StatisticsStreamChecks {

    private final ExecutorService threads = Executors.newFixedThreadPool(2, r -> {
        Thread thread = new Thread(r, "statistics-stream");
        thread.setDaemon(true);
        return thread;
    });

    void run(Runnable check) {
        threads.execute(check);
    }

    void onShutdown(@Observes ShutdownEvent event) {
        threads.shutdownNow();
    }
}
