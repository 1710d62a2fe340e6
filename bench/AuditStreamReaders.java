import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;

/**
 * The bench's N event-stream readers on one thread and one selector, so that reading 160,000
 * events/s takes as little of the cores the service shares as it can: one 256 KB read buffer for
 * every socket, HTTP chunks and SSE lines scanned byte by byte with no allocation per event, and
 * of each event only its {@code id:} line parsed (order, loss and duplicates are checked on the
 * sequence alone). Write-to-delivery latency is sampled: every {@code sampleEvery}-th stream also
 * reads its {@code data:} lines and takes the entry's {@code "at"} for those of the paced phase.
 * A stream the server ends (a slow client's cut-off) reconnects with Last-Event-ID, as an
 * EventSource does.
 */
final class AuditStreamReaders implements Runnable {

    private static final long DAY = 86_400_000L;
    private static final byte[] ID = "id:".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] DATA = "data:".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] PACED = "\"Bench paced ".getBytes(StandardCharsets.US_ASCII);
    private static final byte[] AT = "\"at\":\"".getBytes(StandardCharsets.US_ASCII);

    final Reader[] readers;
    final CountDownLatch connected;
    volatile int reconnects;
    volatile String failure;
    private final InetSocketAddress address;
    private final String request;
    private final ByteBuffer in = ByteBuffer.allocate(256 * 1024);
    private Selector selector;
    private volatile boolean running = true;
    private Thread thread;

    AuditStreamReaders(URI base, String cookie, int streams, int sampleEvery) {
        this.address = new InetSocketAddress(base.getHost(), base.getPort());
        this.request = "GET /api/admin/logs/stream?entityType=Student HTTP/1.1\r\nHost: " + base.getHost() + ":" + base.getPort()
                + "\r\nCookie: " + cookie + "\r\nAccept: text/event-stream\r\n";
        this.readers = new Reader[streams];
        for (int i = 0; i < streams; i++) {
            readers[i] = new Reader(i % sampleEvery == 0);
        }
        this.connected = new CountDownLatch(streams);
    }

    void start() throws IOException {
        selector = Selector.open();
        thread = new Thread(this, "stream-readers");
        thread.start();
    }

    /** Stops reading; after it the readers' counters may be read plainly (the join orders them). */
    void stop() throws InterruptedException {
        running = false;
        selector.wakeup();
        thread.join();
    }

    long threadId() {
        return thread.getId();
    }

    @Override
    public void run() {
        try {
            for (Reader reader : readers) {
                open(reader);
            }
            while (running) {
                selector.select();
                for (SelectionKey key : selector.selectedKeys()) {
                    Reader reader = (Reader) key.attachment();
                    try {
                        if (key.isConnectable()) {
                            reader.channel.finishConnect();
                            reader.channel.write(ByteBuffer.wrap(reader.request(request).getBytes(StandardCharsets.US_ASCII)));
                            key.interestOps(SelectionKey.OP_READ);
                        } else if (key.isReadable()) {
                            read(reader);
                        }
                    } catch (IOException e) {
                        reopen(reader);
                    }
                }
                selector.selectedKeys().clear();
            }
            for (Reader reader : readers) {
                reader.channel.close();
            }
            selector.close();
        } catch (IOException | RuntimeException e) {
            failure = "stream readers: " + e;
            while (connected.getCount() > 0) {
                connected.countDown();
            }
        }
    }

    private void open(Reader reader) throws IOException {
        reader.reset();
        reader.channel = SocketChannel.open();
        reader.channel.configureBlocking(false);
        reader.channel.setOption(java.net.StandardSocketOptions.SO_RCVBUF, 256 * 1024);
        int ops = reader.channel.connect(address) ? SelectionKey.OP_READ : SelectionKey.OP_CONNECT;
        if (ops == SelectionKey.OP_READ) {
            reader.channel.write(ByteBuffer.wrap(reader.request(request).getBytes(StandardCharsets.US_ASCII)));
        }
        reader.channel.register(selector, ops, reader);
    }

    private void reopen(Reader reader) throws IOException {
        reader.channel.close();
        reconnects++;
        open(reader);
    }

    private void read(Reader reader) throws IOException {
        while (true) {
            in.clear();
            int n = reader.channel.read(in);
            long now = System.currentTimeMillis();
            if (n < 0) {
                reopen(reader);
                return;
            }
            if (n == 0) {
                break;
            }
            reader.http(in.array(), 0, n, now);
            if (reader.failed != null) {
                failure = reader.failed;
                connected.countDown();
                reader.channel.close();
                return;
            }
            if (n < in.capacity()) {
                break;
            }
        }
        reader.published = reader.events;
    }

    /** One stream's HTTP response: head, then chunks, then SSE lines; everything counted on this selector's thread. */
    final class Reader {
        private static final int HEAD = 0, SIZE = 1, BODY = 2, CHUNK_END = 3, PLAIN = 4;
        private static final int LINE_START = 0, SKIP = 1, ID_PREFIX = 2, ID_DIGITS = 3, DATA_PREFIX = 4, DATA_LINE = 5;

        final boolean sampled;
        SocketChannel channel;
        long lastSeq = -1;
        long events;
        long seqSum;
        long disorder;
        volatile long published;
        int paced;
        long[] latencies;
        int latencyCount;
        String failed;

        private boolean everConnected;
        private int http;
        private final byte[] head = new byte[8192];
        private int headLength;
        private long chunkLeft;
        private int line;
        private int prefix;
        private long number;
        private byte[] data;
        private int dataLength;

        Reader(boolean sampled) {
            this.sampled = sampled;
            this.data = sampled ? new byte[4096] : null;
            this.latencies = new long[sampled ? 16_384 : 0];
        }

        String request(String common) {
            return common + (lastSeq >= 0 ? "Last-Event-ID: " + lastSeq + "\r\n" : "") + "\r\n";
        }

        void reset() {
            http = HEAD;
            headLength = 0;
            line = LINE_START;
        }

        void http(byte[] bytes, int from, int to, long now) {
            int i = from;
            while (i < to) {
                switch (http) {
                    case HEAD -> {
                        byte b = bytes[i++];
                        head[headLength++] = b;
                        if (headLength >= 4 && b == '\n' && head[headLength - 2] == '\r' && head[headLength - 3] == '\n') {
                            headDone();
                            if (failed != null) {
                                return;
                            }
                        }
                    }
                    case SIZE -> {
                        byte b = bytes[i++];
                        int digit = Character.digit(b, 16);
                        if (digit >= 0) {
                            chunkLeft = chunkLeft * 16 + digit;
                        } else if (b == '\n') {
                            http = chunkLeft == 0 ? CHUNK_END : BODY;
                        }
                    }
                    case BODY -> {
                        int n = (int) Math.min(chunkLeft, to - i);
                        sse(bytes, i, i + n, now);
                        i += n;
                        chunkLeft -= n;
                        if (chunkLeft == 0) {
                            http = CHUNK_END;
                        }
                    }
                    case CHUNK_END -> {
                        if (bytes[i++] == '\n') {
                            http = SIZE;
                            chunkLeft = 0;
                        }
                    }
                    default -> {
                        sse(bytes, i, to, now);
                        i = to;
                    }
                }
            }
        }

        private void headDone() {
            String text = new String(head, 0, headLength, StandardCharsets.ISO_8859_1);
            if (!text.startsWith("HTTP/1.1 200")) {
                failed = "stream: " + text.lines().findFirst().orElse("");
                return;
            }
            http = text.toLowerCase(Locale.ROOT).contains("transfer-encoding: chunked") ? SIZE : PLAIN;
            chunkLeft = 0;
            if (!everConnected) {
                everConnected = true;
                connected.countDown();
            }
        }

        private void sse(byte[] bytes, int from, int to, long now) {
            for (int i = from; i < to; i++) {
                byte b = bytes[i];
                if (b == '\n') {
                    if (line == ID_DIGITS) {
                        id(number);
                    } else if (line == DATA_LINE) {
                        data(now);
                    }
                    line = LINE_START;
                    continue;
                }
                switch (line) {
                    case LINE_START -> {
                        if (b == 'i') {
                            line = ID_PREFIX;
                            prefix = 1;
                        } else if (b == 'd' && sampled) {
                            line = DATA_PREFIX;
                            prefix = 1;
                        } else {
                            line = SKIP;
                        }
                    }
                    case ID_PREFIX -> line = prefix(b, ID, ID_DIGITS);
                    case ID_DIGITS -> {
                        if (b >= '0' && b <= '9') {
                            number = number * 10 + (b - '0');
                        }
                    }
                    case DATA_PREFIX -> line = prefix(b, DATA, DATA_LINE);
                    case DATA_LINE -> {
                        if (dataLength == data.length) {
                            data = Arrays.copyOf(data, data.length * 2);
                        }
                        data[dataLength++] = b;
                    }
                    default -> {
                        // SKIP: a line of no interest (event:, a comment, retry:)
                    }
                }
            }
        }

        /** The line's state after {@code b}, one more byte of {@code expected}: {@code then} once it is whole. */
        private int prefix(byte b, byte[] expected, int then) {
            if (b != expected[prefix++]) {
                return SKIP;
            }
            if (prefix < expected.length) {
                return line;
            }
            number = 0;
            dataLength = 0;
            return then;
        }

        private void id(long seq) {
            if (seq <= lastSeq) {
                disorder++;
            }
            lastSeq = seq;
            events++;
            seqSum += seq;
        }

        /** A sampled stream's data line: the paced phase's entries are timed from their own "at" (UTC, millisecond precision). */
        private void data(long now) {
            if (indexOf(PACED, 0) < 0) {
                return;
            }
            paced++;
            int at = indexOf(AT, 0);
            if (at < 0) {
                return;
            }
            int t = at + AT.length + 11; // past "yyyy-mm-ddT"
            long timeOfDay = ((digits(t, 2) * 60 + digits(t + 3, 2)) * 60 + digits(t + 6, 2)) * 1000 + digits(t + 9, 3);
            if (latencyCount == latencies.length) {
                latencies = Arrays.copyOf(latencies, latencies.length * 2);
            }
            // Across midnight the difference is taken back into (-12 h, 12 h].
            long latency = Math.floorMod(now % DAY - timeOfDay + DAY / 2, DAY) - DAY / 2;
            latencies[latencyCount++] = latency;
        }

        private long digits(int from, int count) {
            long value = 0;
            for (int i = from; i < from + count; i++) {
                value = value * 10 + (data[i] - '0');
            }
            return value;
        }

        private int indexOf(byte[] what, int from) {
            outer:
            for (int i = from; i <= dataLength - what.length; i++) {
                for (int j = 0; j < what.length; j++) {
                    if (data[i + j] != what[j]) {
                        continue outer;
                    }
                }
                return i;
            }
            return -1;
        }
    }
}
