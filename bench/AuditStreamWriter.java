import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * One bench writer's keep-alive connection: a student creation is one request written from bytes
 * prepared once but for the name, and the answer is read for its status and skipped by its length.
 * java.net.http spent about 1.5 ms of the shared cores per write (its selector thread, futures,
 * header maps and body subscribers), a third of what the service spends on the write itself.
 */
final class AuditStreamWriter implements AutoCloseable {

    private final InetSocketAddress address;
    private final byte[] head;
    private final byte[] buffer = new byte[16 * 1024];
    private Socket socket;
    private InputStream in;
    private OutputStream out;
    private int start;
    private int end;

    AuditStreamWriter(URI base, String cookie) {
        this.address = new InetSocketAddress(base.getHost(), base.getPort());
        this.head = ("POST /api/students HTTP/1.1\r\nHost: " + base.getHost() + ":" + base.getPort() + "\r\nCookie: " + cookie
                + "\r\nContent-Type: application/json\r\nContent-Length: ").getBytes(StandardCharsets.US_ASCII);
    }

    /** Sends {@code json}; the answer's status, or throws when the connection failed (the next call opens another). */
    int post(String json, StringBuilder failedBody) throws IOException {
        try {
            if (socket == null) {
                socket = new Socket();
                socket.setTcpNoDelay(true);
                socket.connect(address, 10_000);
                in = socket.getInputStream();
                out = socket.getOutputStream();
                start = 0;
                end = 0;
            }
            byte[] body = json.getBytes(StandardCharsets.UTF_8);
            byte[] request = new byte[head.length + 24 + body.length];
            System.arraycopy(head, 0, request, 0, head.length);
            byte[] length = (body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
            System.arraycopy(length, 0, request, head.length, length.length);
            System.arraycopy(body, 0, request, head.length + length.length, body.length);
            out.write(request, 0, head.length + length.length + body.length);
            return answer(failedBody);
        } catch (IOException e) {
            close();
            throw e;
        }
    }

    /** Reads one answer: the status line, the headers (for Content-Length), then skips the body. */
    private int answer(StringBuilder failedBody) throws IOException {
        String status = line();
        int code = Integer.parseInt(status.substring(9, 12));
        long length = 0;
        for (String header = line(); !header.isEmpty(); header = line()) {
            String lower = header.toLowerCase(Locale.ROOT);
            if (lower.startsWith("content-length:")) {
                length = Long.parseLong(lower.substring(15).trim());
            } else if (lower.startsWith("transfer-encoding:")) {
                throw new IOException("a chunked answer was not expected: " + status);
            }
        }
        for (long left = length; left > 0; ) {
            fill();
            int n = (int) Math.min(left, end - start);
            if (code >= 300 && failedBody != null) {
                failedBody.append(new String(buffer, start, n, StandardCharsets.UTF_8));
            }
            start += n;
            left -= n;
        }
        return code;
    }

    private String line() throws IOException {
        StringBuilder line = new StringBuilder(64);
        while (true) {
            fill();
            byte b = buffer[start++];
            if (b == '\n') {
                int last = line.length() - 1;
                return last >= 0 && line.charAt(last) == '\r' ? line.substring(0, last) : line.toString();
            }
            line.append((char) b);
        }
    }

    private void fill() throws IOException {
        if (start < end) {
            return;
        }
        int n = in.read(buffer);
        if (n < 0) {
            throw new IOException("the service closed the connection");
        }
        start = 0;
        end = n;
    }

    @Override
    public void close() {
        if (socket != null) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // gone either way
            }
            socket = null;
        }
    }
}
