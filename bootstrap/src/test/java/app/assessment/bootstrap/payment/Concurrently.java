package app.assessment.bootstrap.payment;

import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/** Real concurrency against the running service: every call released at once by one latch. */
public final class Concurrently {

    private Concurrently() {
    }

    /** The status of each call, in the order given. */
    public static List<Integer> statuses(List<Supplier<Response>> calls) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(calls.size());
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Integer>> futures = new ArrayList<>();
            for (Supplier<Response> call : calls) {
                futures.add(pool.submit(() -> {
                    start.await();
                    return call.get().statusCode();
                }));
            }
            start.countDown();
            List<Integer> statuses = new ArrayList<>();
            for (Future<Integer> future : futures) {
                statuses.add(future.get());
            }
            return statuses;
        } finally {
            pool.shutdownNow();
        }
    }
}
