package app.assessment.bootstrap.testsupport;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import org.jboss.logmanager.ExtFormatter;
import org.jboss.logmanager.ExtLogRecord;

/**
 * Everything the service logs while a test runs, as the console would print it: every logger
 * (the root handler), the formatted message and the full stack trace with each cause's message.
 */
public final class LogCapture implements AutoCloseable {

    private final Logger root = Logger.getLogger("");
    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final List<Entry> entries = new CopyOnWriteArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord record) {
            if (record.getLevel().intValue() < Level.FINE.intValue()) {
                return;
            }
            StringBuilder line = new StringBuilder(record.getLevel() + " [" + record.getLoggerName() + "] " + message(record));
            if (record.getThrown() != null) {
                StringWriter trace = new StringWriter();
                record.getThrown().printStackTrace(new PrintWriter(trace));
                line.append('\n').append(trace);
            }
            lines.add(line.toString());
            entries.add(new Entry(line.toString(), record instanceof ExtLogRecord ext ? Map.copyOf(ext.getMdcCopy().entrySet().stream()
                    .filter(e -> e.getValue() != null).collect(Collectors.toMap(Map.Entry::getKey, e -> e.getValue().toString())))
                    : Map.of()));
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    private LogCapture() {
    }

    public static LogCapture start() {
        LogCapture capture = new LogCapture();
        capture.root.addHandler(capture.handler);
        return capture;
    }

    public List<String> lines() {
        return List.copyOf(lines);
    }

    /** Each line with the MDC it was logged with: what the JSON log prints beside it as {@code mdc}. */
    public List<Entry> entries() {
        return List.copyOf(entries);
    }

    public String text() {
        return String.join("\n", lines);
    }

    public long count(String fragment) {
        return lines.stream().filter(l -> l.contains(fragment)).count();
    }

    @Override
    public void close() {
        root.removeHandler(handler);
    }

    public record Entry(String line, Map<String, String> mdc) {
    }

    /** Formats the message in its record's own style (printf for JBoss Logging's *f methods, else MessageFormat). */
    private static final ExtFormatter MESSAGE = new ExtFormatter() {
        @Override
        public String format(ExtLogRecord record) {
            return formatMessage(record);
        }
    };

    private static String message(LogRecord record) {
        return MESSAGE.formatMessage(record);
    }
}
