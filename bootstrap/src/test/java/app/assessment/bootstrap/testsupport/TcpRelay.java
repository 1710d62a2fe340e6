package app.assessment.bootstrap.testsupport;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A TCP relay in front of a real server that a test can cut and restore, so the service sees a
 * real outage: refused connections and established ones reset, as when the server stops.
 */
public final class TcpRelay {

    private final String targetHost;
    private final int targetPort;
    private final int port;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private volatile ServerSocket server;

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
                pump(client, upstream);
                pump(upstream, client);
            } catch (IOException e) {
                // closed by down(), or the target refused: the client sees its connection end
            }
        }
    }

    private void pump(Socket from, Socket to) {
        Thread thread = new Thread(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                in.transferTo(out);
            } catch (IOException e) {
                // one side went away
            } finally {
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
