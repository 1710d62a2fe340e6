import java.net.URI;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * The audit stream under load (issue 18): N open streams while audited writes (student
 * creations: one row and its audit entry, about the cheapest audited write there is) arrive.
 * Phases of the same length, in one run: a warm-up with the N streams open; without streams,
 * writes as fast as W connections go, then writes offered at a fixed RATE; the N streams open;
 * the same two phases with the streams open; the closed loop once more without them. Writes compare achieved rates (closed loop and paced) and their latency
 * with and without streams, and the server's CPU time per write (from /proc, when its pid is
 * given): on a machine that cannot reach RATE, the achieved rates and the CPU per write are what
 * can be compared. For the paced phase with streams it prints the write-to-delivery latency (the
 * entry's own time to its arrival on each stream) and checks that every stream saw the same
 * events, each once, in sequence order. Each phase also reports this client's own CPU time (and
 * that of its stream readers, {@link AuditStreamReaders}), since it shares the service's cores;
 * writes go over raw keep-alive connections ({@link AuditStreamWriter}) for the same reason.
 * Usage (bench/audit.sh compiles the three AuditStream*.java files into bench/target/audit-stream):
 * java -cp bench/target/audit-stream AuditStreamBench BASE SESSION STREAMS RATE SECONDS WRITERS [SERVER_PID]
 */
public class AuditStreamBench {

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

        // The warm-up runs with the streams open, so the JIT compiles their path before any phase is measured.
        readers = open(streams);
        write(writers, seconds, 0, "warm-up");
        readers.stop();
        readers = null;
        Phase alone = write(writers, seconds, 0, "alone");
        Phase alonePaced = write(writers, seconds, rate, "alone-paced");
        readers = open(streams);
        Phase beside = write(writers, seconds, 0, "streams");
        Phase paced = write(writers, seconds, rate, "paced");
        // Every stream opened at the log's end before the streams phase: it shows each write of both phases.
        long expected = beside.ok + paced.ok;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (System.nanoTime() < deadline && readers.failure == null
                && Arrays.stream(readers.readers).anyMatch(r -> r.published < expected)) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(10));
        }
        readers.stop();
        AuditStreamReaders checked = readers;
        readers = null;
        // The closed loop again without streams: on a loaded machine the service still warms up from
        // phase to phase, and the phases before and after the streams bracket that drift.
        Phase after = write(writers, seconds, 0, "alone-after");
        System.out.printf("closed loop: without streams %.0f/s before and %.0f/s after, with %d streams %.0f/s (%.1f%% of their mean)%n",
                alone.perSecond, after.perSecond, streams, beside.perSecond, 200.0 * beside.perSecond / (alone.perSecond + after.perSecond));
        System.out.printf("offered %d/s: without streams %.0f/s, with %d streams %.0f/s (%.1f%%); write p99 %d ms without, %d ms with%n",
                rate, alonePaced.perSecond, streams, paced.perSecond, 100.0 * paced.perSecond / alonePaced.perSecond,
                alonePaced.p99, paced.p99);
        if (serverPid > 0) {
            System.out.printf("server CPU per write (closed loop): %.2f ms without streams before, %.2f ms after, %.2f ms with (%.2fx their mean);"
                            + " without the JIT's threads %.2f, %.2f and %.2f ms (%.2fx)%n", alone.cpuPerWrite(), after.cpuPerWrite(),
                    beside.cpuPerWrite(), 2 * beside.cpuPerWrite() / (alone.cpuPerWrite() + after.cpuPerWrite()),
                    alone.cpuPerWriteWithoutJit(), after.cpuPerWriteWithoutJit(), beside.cpuPerWriteWithoutJit(),
                    2 * beside.cpuPerWriteWithoutJit() / (alone.cpuPerWriteWithoutJit() + after.cpuPerWriteWithoutJit()));
        }
        report(checked, expected, paced.ok);
        System.exit(0);
    }

    static long serverPid;

    static AuditStreamReaders open(int streams) throws Exception {
        AuditStreamReaders opened = new AuditStreamReaders(URI.create(base), cookie, streams, SAMPLE_EVERY);
        opened.start();
        if (!opened.connected.await(120, TimeUnit.SECONDS) || opened.failure != null) {
            System.out.println("FAIL: streams did not open: " + opened.failure);
            System.exit(1);
        }
        System.out.printf("streams open: %d%n", streams);
        return opened;
    }
    /** One stream in this many also reads its data lines, to time the paced phase's entries. */
    static final int SAMPLE_EVERY = 10;
    static AuditStreamReaders readers;

    /** Writes that succeeded, per second, their p50/p99 in ms, and the server's CPU time meanwhile (ms; 0 without a pid). */
    record Phase(int ok, double perSecond, long p50, long p99, double serverCpuMillis, double jitMillis) {
        double cpuPerWrite() {
            return serverCpuMillis / Math.max(1, ok);
        }

        /** Without the compiler threads: on a loaded machine the JIT is still at work long after the warm-up. */
        double cpuPerWriteWithoutJit() {
            return (serverCpuMillis - jitMillis) / Math.max(1, ok);
        }
    }

    /** utime and stime of a process, in ms (clock ticks of 10 ms); zeros when it cannot be read. */
    static long[] cpuMillis(String pid) {
        try {
            String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/" + pid + "/stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return new long[] {Long.parseLong(fields[11]) * 10, Long.parseLong(fields[12]) * 10};
        } catch (java.io.IOException e) {
            return new long[] {0, 0};
        }
    }

    static long[] serverCpu() {
        return serverPid > 0 ? cpuMillis(Long.toString(serverPid)) : new long[] {0, 0};
    }

    /** The server's CPU by thread group (event loops, request workers, the audit feed, the rest): user and system ms. */
    static java.util.Map<String, long[]> serverThreads() {
        java.util.Map<String, long[]> groups = new java.util.TreeMap<>();
        if (serverPid <= 0) {
            return groups;
        }
        try (java.util.stream.Stream<java.nio.file.Path> tasks = java.nio.file.Files.list(java.nio.file.Path.of("/proc/" + serverPid + "/task"))) {
            for (java.nio.file.Path task : tasks.toList()) {
                String stat = java.nio.file.Files.readString(task.resolve("stat"));
                String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                String group = name.startsWith("vert.x-eventloo") ? "event loops" : name.startsWith("executor-thread") ? "workers"
                        : name.startsWith("audit-feed") ? "audit feed" : name.contains("CompilerThre") ? "JIT"
                        : name.equals("VM Thread") || name.startsWith("GC") || name.startsWith("G1") ? "GC" : "other";
                String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                long[] sum = groups.computeIfAbsent(group, g -> new long[2]);
                sum[0] += Long.parseLong(fields[11]) * 10;
                sum[1] += Long.parseLong(fields[12]) * 10;
            }
        } catch (java.io.IOException | RuntimeException e) {
            // a thread ended while listed: this phase's breakdown is approximate
        }
        return groups;
    }

    static String threadDelta(java.util.Map<String, long[]> before, java.util.Map<String, long[]> after) {
        StringBuilder out = new StringBuilder();
        after.forEach((group, sum) -> {
            long[] was = before.getOrDefault(group, new long[2]);
            out.append(out.length() == 0 ? "" : ", ").append(group).append(' ').append(sum[0] - was[0]).append('+').append(sum[1] - was[1]);
        });
        return out.toString();
    }

    static long readerCpuMillis() {
        return readers == null ? 0 : ManagementFactory.getThreadMXBean().getThreadCpuTime(readers.threadId()) / 1_000_000;
    }

    static void report(AuditStreamReaders readers, long expected, int pacedWrites) {
        AuditStreamReaders.Reader[] all = readers.readers;
        long delivered = Arrays.stream(all).mapToLong(r -> r.events).sum();
        long missing = Arrays.stream(all).mapToLong(r -> Math.max(0, expected - r.events)).sum();
        long disorder = Arrays.stream(all).mapToLong(r -> r.disorder).sum();
        long variants = Arrays.stream(all).map(r -> r.seqSum + ":" + r.events).distinct().count();
        long pacedMissing = Arrays.stream(all).filter(r -> r.sampled).mapToLong(r -> Math.max(0, pacedWrites - r.paced)).sum();
        System.out.printf("writes with streams open: %d; deliveries %d (expected %d); missing %d; duplicated or out of order %d;"
                        + " streams agreeing: %s; reconnections after a cut-off %d%n", expected, delivered, expected * all.length, missing,
                disorder, variants == 1 ? "all" : variants + " variants", readers.reconnects);
        long[] latencies = Arrays.stream(all).filter(r -> r.sampled)
                .flatMapToLong(r -> Arrays.stream(r.latencies, 0, r.latencyCount)).sorted().toArray();
        if (latencies.length > 0) {
            System.out.printf("write-to-delivery (paced writes, every %dth stream: %d deliveries): p50 %d ms, p99 %d ms, max %d ms%n",
                    SAMPLE_EVERY, latencies.length, latencies[latencies.length / 2],
                    latencies[(int) Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))], latencies[latencies.length - 1]);
        }
        if (readers.failure != null) {
            System.out.println("FAIL: " + readers.failure);
            System.exit(1);
        }
        if (missing > 0 || disorder > 0 || variants != 1 || pacedMissing > 0) {
            System.out.println("FAIL: lost, duplicated or diverging events");
            System.exit(1);
        }
    }

    /** Student creations from {@code writers} connections; paced to {@code rate}/s offered when rate > 0. */
    static Phase write(int writers, int seconds, int rate, String label) throws Exception {
        AtomicInteger ok = new AtomicInteger();
        ConcurrentLinkedQueue<Long> took = new ConcurrentLinkedQueue<>();
        java.util.Map<String, long[]> threadsBefore = serverThreads();
        long[] serverBefore = serverCpu();
        long[] clientBefore = cpuMillis("self");
        long readerBefore = readerCpuMillis();
        AtomicInteger failed = new AtomicInteger();
        long start = System.nanoTime();
        long end = start + TimeUnit.SECONDS.toNanos(seconds);
        AtomicLong slot = new AtomicLong();
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < writers; w++) {
            Thread thread = new Thread(() -> {
                try (AuditStreamWriter connection = new AuditStreamWriter(URI.create(base), cookie)) {
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
                        StringBuilder failure = new StringBuilder();
                        try {
                            long sent = System.nanoTime();
                            int status = connection.post("{\"status\":\"ACTIVE\",\"name\":\"Bench " + label + " " + n + "\"}", failure);
                            if (status == 201) {
                                took.add((System.nanoTime() - sent) / 1_000_000);
                                ok.incrementAndGet();
                            } else if (failed.getAndIncrement() == 0) {
                                System.out.println("first failed write: " + status + " " + failure);
                            }
                        } catch (Exception e) {
                            if (failed.getAndIncrement() == 0) {
                                System.out.println("first failed write: " + e);
                            }
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
        long[] serverAfter = serverCpu();
        long[] clientAfter = cpuMillis("self");
        long serverUser = serverAfter[0] - serverBefore[0];
        long serverSystem = serverAfter[1] - serverBefore[1];
        double cpu = serverUser + serverSystem;
        long[] sorted = took.stream().mapToLong(Long::longValue).sorted().toArray();
        long p50 = sorted.length == 0 ? 0 : sorted[sorted.length / 2];
        long p99 = sorted.length == 0 ? 0 : sorted[(int) Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))];
        System.out.printf("%-12s writes: %d ok, %d failed, %.0f/s%s, latency p50 %d ms p99 %d ms%s; client CPU %d ms (stream readers %d ms)%n",
                label, ok.get(), failed.get(), perSecond, rate > 0 ? " (" + rate + "/s offered)" : "", p50, p99,
                serverPid > 0 ? String.format(", server CPU %.0f ms (user %d, system %d; %.2f ms a write)", cpu, serverUser, serverSystem,
                        cpu / Math.max(1, ok.get())) : "",
                clientAfter[0] + clientAfter[1] - clientBefore[0] - clientBefore[1], readerCpuMillis() - readerBefore);
        java.util.Map<String, long[]> threadsAfter = serverThreads();
        long[] jitAfter = threadsAfter.getOrDefault("JIT", new long[2]);
        long[] jitBefore = threadsBefore.getOrDefault("JIT", new long[2]);
        if (serverPid > 0) {
            System.out.printf("%-12s server CPU by threads, user+system ms: %s%n", label, threadDelta(threadsBefore, threadsAfter));
        }
        if (failed.get() > 0) {
            System.out.println("FAIL: writes failed");
            System.exit(1);
        }
        return new Phase(ok.get(), perSecond, p50, p99, cpu, jitAfter[0] + jitAfter[1] - jitBefore[0] - jitBefore[1]);
    }
}
