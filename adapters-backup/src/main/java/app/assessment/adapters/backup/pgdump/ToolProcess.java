package app.assessment.adapters.backup.pgdump;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A PostgreSQL command-line tool run as a child process. Its error output is collected on a
 * thread of its own (a full stderr pipe would stall the tool) and kept to its last few kilobytes,
 * enough to name what went wrong.
 */
public final class ToolProcess implements AutoCloseable {

    private static final int STDERR_KEPT = 4096;

    private final String tool;
    private final Process process;
    private final CompletableFuture<String> stderr;

    private ToolProcess(String tool, Process process) {
        this.tool = tool;
        this.process = process;
        this.stderr = new CompletableFuture<>();
        // A thread of its own, not the common pool: this read blocks for as long as the tool runs.
        Thread reader = new Thread(() -> {
            try {
                stderr.complete(tail(process.getErrorStream()));
            } catch (RuntimeException e) {
                stderr.completeExceptionally(e);
            }
        }, tool + "-stderr");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts {@code command}; a missing binary fails with a message that names the setting to fix. */
    public static ToolProcess start(ProcessBuilder builder, String setting) throws IOException {
        List<String> command = builder.command();
        try {
            return new ToolProcess(command.get(0), builder.start());
        } catch (IOException e) {
            throw new IOException("Cannot run " + command.get(0) + " (" + e.getMessage() + "); install the PostgreSQL client tools "
                    + "or set " + setting + " to the binary's path", e);
        }
    }

    public Process process() {
        return process;
    }

    /** Waits for the exit; a non-zero exit becomes an exception carrying the tool's error output. */
    public void finish() throws IOException {
        try {
            int exit = process.waitFor();
            String errors = stderr.join().strip();
            if (exit != 0) {
                throw new IOException(tool + " exited with " + exit + (errors.isEmpty() ? "" : ": " + errors));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            throw new IOException(tool + " was interrupted", e);
        }
    }

    /** The tool's standard output as text, after a clean exit. */
    public String output() throws IOException {
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        finish();
        return out;
    }

    /** Stops the tool if it still runs, e.g. when the storage failed half way. */
    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
        }
    }

    private static String tail(InputStream in) {
        try (in) {
            ByteArrayOutputStream kept = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            for (int n; (n = in.read(buffer)) >= 0; ) {
                kept.write(buffer, 0, n);
                if (kept.size() > 2 * STDERR_KEPT) {
                    byte[] all = kept.toByteArray();
                    kept.reset();
                    kept.write(all, all.length - STDERR_KEPT, STDERR_KEPT);
                }
            }
            byte[] all = kept.toByteArray();
            int from = Math.max(0, all.length - STDERR_KEPT);
            return new String(all, from, all.length - from, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
