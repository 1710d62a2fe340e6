package app.assessment.bootstrap.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A TCP relay in front of a real server that a test can cut and restore, so the service sees a
 * real outage: refused connections and established ones reset, as when the server stops. It also
 * counts the SMTP sessions open at once (from the connection to the client's {@code QUIT}), and
 * can hold the server's greetings until a number of sessions are open at once: only a client that
 * really sends that many mails at once gets past. It notes the recipients in the order they were
 * passed on to the server, and can hold one mail in flight.
 */
public final class TcpRelay {

    private final String targetHost;
    private final int targetPort;
    private final int port;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private volatile ServerSocket server;
    private final AtomicInteger sessions = new AtomicInteger();
    private final AtomicInteger mostSessions = new AtomicInteger();
    private volatile int holdUntil;
    private volatile CountDownLatch greetings = new CountDownLatch(0);
    private final AtomicReference<Hold> hold = new AtomicReference<>();
    private final List<String> recipients = new CopyOnWriteArrayList<>();

    public TcpRelay(String targetHost, int targetPort) {
        this.targetHost = targetHost;
        this.targetPort = targetPort;
        try (ServerSocket probe = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            this.port = probe.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        up();
    }

    public int port() {
        return port;
    }

    public synchronized void up() {
        if (server != null) {
            return;
        }
        try {
            ServerSocket socket = new ServerSocket();
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            server = socket;
            Thread acceptor = new Thread(() -> accept(socket), "tcp-relay-" + port);
            acceptor.setDaemon(true);
            acceptor.start();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Holds each server greeting until {@code sessions} SMTP sessions are open at once, then lets
     * every one through from then on; a client that never opens that many waits out its session
     * timeout.
     */
    public void holdGreetingsUntil(int sessions) {
        holdUntil = sessions;
        greetings = new CountDownLatch(1);
    }

    /**
     * Ends a greeting hold, met or not: a client that reused pooled connections never opened the
     * sessions the hold waited for, and a later test's new session must not wait on it.
     */
    public void letGreetingsThrough() {
        holdUntil = 0;
        greetings.countDown();
    }

    /**
     * Holds the next {@code RCPT TO} naming {@code address} (that session only; later ones pass)
     * until the returned action runs, so that one mail stays in flight as long as the test wants.
     */
    public Runnable holdNextMailTo(String address) {
        Hold next = new Hold(address.toLowerCase(Locale.ROOT), new CountDownLatch(1));
        hold.set(next);
        return next.released()::countDown;
    }

    /** The recipient of every {@code RCPT TO} passed on to the server since {@link #forgetRecipients}, in order. */
    public List<String> recipientsPassedOn() {
        return List.copyOf(recipients);
    }

    public void forgetRecipients() {
        recipients.clear();
    }

    private record Hold(String address, CountDownLatch released) {
    }

    /** Waits out a hold on this command, then notes its recipient as passed on. */
    private void passingOn(String command) throws InterruptedException {
        if (!command.regionMatches(true, 0, "RCPT TO:", 0, 8) || command.indexOf('>') < 0) {
            return;
        }
        String address = command.substring(command.indexOf('<') + 1, command.indexOf('>')).toLowerCase(Locale.ROOT);
        Hold held = hold.get();
        if (held != null && held.address().equals(address) && hold.compareAndSet(held, null)) {
            held.released().await(60, TimeUnit.SECONDS);
        }
        recipients.add(address);
    }

    /** The most SMTP sessions open at once since the last call. */
    public int mostSessionsAtOnce() {
        return mostSessions.getAndSet(sessions.get());
    }

    /** New connections are refused and every open one is closed. */
    public synchronized void down() {
        close(server);
        server = null;
        open.forEach(TcpRelay::close);
        open.clear();
    }

    private void accept(ServerSocket socket) {
        while (!socket.isClosed()) {
            try {
                Socket client = socket.accept();
                Socket upstream = new Socket(targetHost, targetPort);
                open.add(client);
                open.add(upstream);
                Runnable ended = sessionStarted();
                pump(client, upstream, true, ended);
                pump(upstream, client, false, ended);
            } catch (IOException e) {
                // closed by down(), or the target refused: the client sees its connection end
            }
        }
    }

    /** Counts a session open; the returned action counts it ended, once, whoever calls it first. */
    private Runnable sessionStarted() {
        int now = sessions.incrementAndGet();
        mostSessions.accumulateAndGet(now, Math::max);
        if (now >= holdUntil) {
            greetings.countDown();
        }
        AtomicBoolean done = new AtomicBoolean();
        return () -> {
            if (done.compareAndSet(false, true)) {
                sessions.decrementAndGet();
            }
        };
    }

    /**
     * Copies one direction. The server's side waits for the greetings to be let through; the
     * client's side ends the session at its QUIT (the mail is delivered by then, and the client
     * may already be sending its next one while this connection closes).
     */
    private void pump(Socket from, Socket to, boolean fromClient, Runnable ended) {
        Thread thread = new Thread(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                if (!fromClient && !greetings.await(60, TimeUnit.SECONDS)) {
                    return;
                }
                byte[] buffer = new byte[8192];
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    String command = fromClient ? new String(buffer, 0, n, StandardCharsets.US_ASCII) : "";
                    if (command.startsWith("QUIT")) {
                        ended.run();
                    }
                    passingOn(command);
                    out.write(buffer, 0, n);
                    out.flush();
                }
            } catch (IOException e) {
                // one side went away
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                ended.run();
                close(from);
                close(to);
                open.remove(from);
                open.remove(to);
            }
        }, "tcp-relay-pump");
        thread.setDaemon(true);
        thread.start();
    }

    private static void close(java.io.Closeable closeable) {
        if (closeable == null) {
            return;
        }
        try {
            closeable.close();
        } catch (IOException e) {
            // already closed
        }
    }
}
