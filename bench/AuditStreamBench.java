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
 * creations: one row and its audit entry, about the cheapest audited write there is) arrive.
 * Phases of the same length, in one run: a warm-up; without streams, writes as fast as W
 * connections go, then writes offered at a fixed RATE; the N streams open; the same two phases
 * with the streams open. Writes compare achieved rates (closed loop and paced) and their latency
 * with and without streams, and the server's CPU time per write (from /proc, when its pid is
 * given): on a machine that cannot reach RATE, the achieved rates and the CPU per write are what
 * can be compared. For the paced phase with streams it prints the write-to-delivery latency (the
 * entry's own time to its arrival on each stream) and checks that every stream saw the same
 * events, each once, in sequence order.
 * Usage: java bench/AuditStreamBench.java BASE SESSION STREAMS RATE SECONDS WRITERS [SERVER_PID]
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

        serverPid = args.length > 6 ? Long.parseLong(args[6]) : 0;

        write(writers, seconds, 0, "warm-up");
        Phase alone = write(writers, seconds, 0, "alone");
        Phase alonePaced = write(writers, seconds, rate, "alone-paced");
        List<Stream> open = new ArrayList<>();
        for (int i = 0; i < streams; i++) {
            open.add(new Stream());
        }
        CompletableFuture.allOf(open.stream().map(s -> s.connected).toArray(CompletableFuture[]::new)).get(120, TimeUnit.SECONDS);
        System.out.printf("streams open: %d%n", open.size());
        Phase beside = write(writers, seconds, 0, "streams");
        Phase paced = write(writers, seconds, rate, "paced");
        System.out.printf("closed loop: without streams %.0f/s, with %d streams %.0f/s (%.1f%%)%n", alone.perSecond, streams,
                beside.perSecond, 100.0 * beside.perSecond / alone.perSecond);
        System.out.printf("offered %d/s: without streams %.0f/s, with %d streams %.0f/s (%.1f%%); write p99 %d ms without, %d ms with%n",
                rate, alonePaced.perSecond, streams, paced.perSecond, 100.0 * paced.perSecond / alonePaced.perSecond,
                alonePaced.p99, paced.p99);
        if (serverPid > 0) {
            System.out.printf("server CPU per write (closed loop): %.2f ms without streams, %.2f ms with (%.1fx)%n", alone.cpuPerWrite(),
                    beside.cpuPerWrite(), beside.cpuPerWrite() / alone.cpuPerWrite());
        }

        int written = paced.ok;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline && open.stream().anyMatch(s -> s.students.get() < written)) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(10));
        }
        report(open, written);
        System.exit(0);
    }

    static long serverPid;

    /** Writes that succeeded, per second, their p50/p99 in ms, and the server's CPU time meanwhile (ms; 0 without a pid). */
    record Phase(int ok, double perSecond, long p50, long p99, double serverCpuMillis) {
        double cpuPerWrite() {
            return serverCpuMillis / Math.max(1, ok);
        }
    }

    /** utime + stime of the server process, in ms (clock ticks of 10 ms). */
    static double serverCpuMillis() {
        if (serverPid <= 0) {
            return 0;
        }
        try {
            String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/" + serverPid + "/stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(fields[11]) + Long.parseLong(fields[12])) * 10.0;
        } catch (java.io.IOException e) {
            return 0;
        }
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

    /** Student creations from {@code writers} connections; paced to {@code rate}/s offered when rate > 0. */
    static Phase write(int writers, int seconds, int rate, String label) throws Exception {
        AtomicInteger ok = new AtomicInteger();
        ConcurrentLinkedQueue<Long> took = new ConcurrentLinkedQueue<>();
        double cpuBefore = serverCpuMillis();
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
                    // Behind schedule, slots past the end are not sent: the phase lasts its length and
                    // the achieved rate is what the service took of what was offered.
                    if (due >= end || System.nanoTime() >= end) {
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
                        long sent = System.nanoTime();
                        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
                        if (response.statusCode() == 201) {
                            took.add((System.nanoTime() - sent) / 1_000_000);
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
        double cpu = serverCpuMillis() - cpuBefore;
        long[] sorted = took.stream().mapToLong(Long::longValue).sorted().toArray();
        long p50 = sorted.length == 0 ? 0 : sorted[sorted.length / 2];
        long p99 = sorted.length == 0 ? 0 : sorted[(int) Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
        System.out.printf("%-12s writes: %d ok, %d failed, %.0f/s%s, latency p50 %d ms p99 %d ms%s%n", label, ok.get(), failed.get(),
                perSecond, rate > 0 ? " (" + rate + "/s offered)" : "", p50, p99,
                serverPid > 0 ? String.format(", server CPU %.0f ms (%.2f ms a write)", cpu, cpu / Math.max(1, ok.get())) : "");
        if (failed.get() > 0) {
            System.out.println("FAIL: writes failed");
            System.exit(1);
        }
        return new Phase(ok.get(), perSecond, p50, p99, cpu);
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
