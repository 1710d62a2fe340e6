import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * The audit stream under load (issue 18): N open streams while audited writes (student
 * creations) arrive. Three phases of the same length: writes as fast as W connections go without
 * streams (after a warm-up round), the same with the streams open, then a paced rate with the streams open. For the paced
 * phase it prints the write-to-delivery latency (the entry's own time to its arrival on each
 * stream) and checks that every stream saw the same events, each once, in sequence order.
 * Usage: java bench/AuditStreamBench.java BASE SESSION STREAMS RATE SECONDS WRITERS
 */
public class AuditStreamBench {

    static HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
    static String base;
    static String cookie;

    public static void main(String[] args) throws Exception {
        base = args[0];
        cookie = "next-auth.session-token=" + args[1];
        int streams = Integer.parseInt(args[2]);
        int rate = Integer.parseInt(args[3]);
        int seconds = Integer.parseInt(args[4]);
        int writers = Integer.parseInt(args[5]);

        write(writers, seconds, 0, "warm-up");
        double alone = write(writers, seconds, 0, "alone");
        List<Stream> open = new ArrayList<>();
        for (int i = 0; i < streams; i++) {
            open.add(new Stream());
        }
        CompletableFuture.allOf(open.stream().map(s -> s.connected).toArray(CompletableFuture[]::new)).get(60, TimeUnit.SECONDS);
        System.out.printf("streams open: %d%n", open.size());
        double beside = write(writers, seconds, 0, "streams");
        System.out.printf("write throughput without streams %.0f/s, with %d streams %.0f/s (%.1f%%)%n", alone, streams, beside,
                100.0 * beside / alone);

        int paced = (int) write(writers, seconds, rate, "paced") * seconds;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline && open.stream().anyMatch(s -> s.students.get() < paced)) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(10));
        }
        report(open, paced);
        System.exit(0);
    }

    static void report(List<Stream> open, int written) {
        long[] all = open.stream().flatMap(s -> s.latencies.stream()).mapToLong(Long::longValue).sorted().toArray();
        long missing = open.stream().mapToLong(s -> Math.max(0, written - s.students.get())).sum();
        long disorder = open.stream().mapToLong(s -> s.disorder.get()).sum();
        long distinctSums = open.stream().map(s -> s.seqSum.get() + ":" + s.students.get()).distinct().count();
        System.out.printf("paced writes: %d; deliveries %d (expected %d); missing %d; duplicated or out of order %d; streams agreeing: %s;"
                        + " reconnections after a cut-off %d%n", written, all.length, (long) written * open.size(), missing, disorder,
                distinctSums == 1 ? "all" : distinctSums + " variants", Stream.RECONNECTS.get());
        if (all.length > 0) {
            System.out.printf("write-to-delivery: p50 %d ms, p99 %d ms, max %d ms%n", all[all.length / 2],
                    all[(int) Math.min(all.length - 1, Math.floor(all.length * 0.99))], all[all.length - 1]);
        }
        if (missing > 0 || disorder > 0 || distinctSums != 1) {
            System.out.println("FAIL: lost, duplicated or diverging events");
            System.exit(1);
        }
    }

    /** Student creations from {@code writers} connections; paced to {@code rate}/s when rate > 0. Returns writes/s. */
    static double write(int writers, int seconds, int rate, String label) throws Exception {
        AtomicInteger ok = new AtomicInteger();
        AtomicInteger failed = new AtomicInteger();
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(seconds);
        AtomicLong slot = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < writers; w++) {
            Thread thread = new Thread(() -> {
                while (true) {
                    long n = slot.getAndIncrement();
                    long due = rate > 0 ? start + n * 1_000_000_000L / rate : System.nanoTime();
                    if (due >= end) {
                        return;
                    }
                    // Parked, not spinning: the client shares the machine's two cores with the server.
                    for (long wait = due - System.nanoTime(); wait > 0; wait = due - System.nanoTime()) {
                        LockSupport.parkNanos(wait);
                    }
                    HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/students")).header("Cookie", cookie)
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString("{\"status\":\"ACTIVE\",\"name\":\"Bench " + label + " " + n + "\"}")).build();
                    try {
                        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
                        if (response.statusCode() == 201) {
                            ok.incrementAndGet();
                        } else if (failed.getAndIncrement() == 0) {
                            System.out.println("first failed write: " + response.statusCode() + " " + response.body());
                        }
                    } catch (Exception e) {
                        if (failed.getAndIncrement() == 0) {
                            System.out.println("first failed write: " + e);
                        }
                    }
                }
            });
            thread.start();
            threads.add(thread);
        }
        for (Thread thread : threads) {
            thread.join();
        }
        double perSecond = ok.get() / ((System.nanoTime() - start) / 1e9);
        System.out.printf("%-8s writes: %d ok, %d failed, %.0f/s%n", label, ok.get(), failed.get(), perSecond);
        if (failed.get() > 0) {
            System.out.println("FAIL: writes failed");
            System.exit(1);
        }
        return rate > 0 ? ok.get() / (double) seconds : perSecond;
    }

    /**
     * One stream as an EventSource keeps it: when the server ends it (a full buffer cuts a slow
     * client), it reconnects with Last-Event-ID, so a missing event is one the service lost.
     * Checks the order of the events and times those of the paced phase.
     */
    static final class Stream {
        static final AtomicInteger RECONNECTS = new AtomicInteger();
        final CompletableFuture<Void> connected = new CompletableFuture<>();
        final ConcurrentLinkedQueue<Long> latencies = new ConcurrentLinkedQueue<>();
        final AtomicInteger students = new AtomicInteger();
        final AtomicLong seqSum = new AtomicLong();
        final AtomicInteger disorder = new AtomicInteger();
        long lastSeq = -1;
        long seq;

        Stream() {
            open();
        }

        private void open() {
            HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + "/api/admin/logs/stream?entityType=Student"))
                    .header("Cookie", cookie).header("Accept", "text/event-stream");
            if (lastSeq >= 0) {
                request.header("Last-Event-ID", Long.toString(lastSeq));
            }
            http.sendAsync(request.build(), HttpResponse.BodyHandlers.fromLineSubscriber(new Connection())).whenComplete((response, error) -> {
                if (error != null || response.statusCode() != 200) {
                    connected.completeExceptionally(new IllegalStateException("stream: " + (error != null ? error : response.statusCode())));
                }
            });
        }

        synchronized void line(String line) {
            if (line.startsWith("id:")) {
                seq = Long.parseLong(line.substring(3).trim());
                if (seq <= lastSeq) {
                    disorder.incrementAndGet();
                }
                lastSeq = seq;
            } else if (line.startsWith("data:") && line.contains("\"Bench paced ")) {
                students.incrementAndGet();
                seqSum.addAndGet(seq);
                int at = line.indexOf("\"at\":\"");
                Instant when = Instant.parse(line.substring(at + 6, line.indexOf('"', at + 6)));
                latencies.add(System.currentTimeMillis() - when.toEpochMilli());
            }
        }

        private synchronized void ended() {
            RECONNECTS.incrementAndGet();
            open();
        }

        final class Connection implements Flow.Subscriber<String> {
            @Override
            public void onSubscribe(Flow.Subscription subscription) {
                subscription.request(Long.MAX_VALUE);
                connected.complete(null);
            }

            @Override
            public void onNext(String line) {
                line(line);
            }

            @Override
            public void onError(Throwable throwable) {
                ended();
            }

            @Override
            public void onComplete() {
                ended();
            }
        }
    }
}
