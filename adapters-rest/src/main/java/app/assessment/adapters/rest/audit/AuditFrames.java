package app.assessment.adapters.rest.audit;

import app.assessment.application.port.out.audit.AuditRecord;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Each entry's server-sent event, encoded to bytes once, whatever the number of streams showing
 * it (ADR 0019). The feed hands the same batch to every stream, one after the other: the batch's
 * frames are kept beside it in one direct buffer, and each stream writes slices of that buffer,
 * so the 500th stream neither encodes nor copies what the first one paid for (nor does Netty copy
 * it again into a direct buffer for the socket). Replays read entries one by one and go through a
 * small cache by sequence.
 */
final class AuditFrames {

    private final ObjectMapper mapper;
    private final Cache<Long, byte[]> bySequence = Caffeine.newBuilder().maximumSize(10_000).build();
    private volatile Batch last;

    /**
     * A batch's frames back to back; frame {@code i} spans {@code [offsets[i], offsets[i + 1])}.
     * The buffer is a JDK direct buffer, freed by the garbage collector once no write holds a
     * slice of it: Vert.x hands Netty only unreleasable views of a buffer it did not allocate, so
     * a pooled one would never go back to its pool.
     */
    record Batch(List<AuditRecord> records, ByteBuf bytes, int[] offsets) {

        /** Frames {@code from} (inclusive) to {@code to} (exclusive), as one view of their own. */
        ByteBuf slice(int from, int to) {
            return bytes.slice(offsets[from], offsets[to] - offsets[from]);
        }
    }

    AuditFrames(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** The frames of {@code batch}; computed once for the batch the feed is handing round. */
    Batch of(List<AuditRecord> batch) {
        Batch memo = last;
        if (memo != null && memo.records() == batch) {
            return memo;
        }
        byte[][] frames = new byte[batch.size()][];
        int[] offsets = new int[frames.length + 1];
        for (int i = 0; i < frames.length; i++) {
            frames[i] = of(batch.get(i));
            offsets[i + 1] = offsets[i] + frames[i].length;
        }
        ByteBuffer bytes = ByteBuffer.allocateDirect(Math.max(1, offsets[frames.length]));
        for (byte[] frame : frames) {
            bytes.put(frame);
        }
        memo = new Batch(batch, Unpooled.wrappedBuffer(bytes.flip()), offsets);
        last = memo;
        return memo;
    }

    /** {@code id: <sequence>}, {@code event: audit}, {@code data: <the entry as in the list>}. */
    byte[] of(AuditRecord record) {
        return bySequence.get(record.sequence(), seq -> {
            String json;
            try {
                json = mapper.writeValueAsString(AuditBodies.EntryBody.from(record));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException("Audit entry " + record.id() + " could not be written as JSON", e);
            }
            StringBuilder frame = new StringBuilder(json.length() + 40).append("id: ").append(seq).append("\nevent: audit\n");
            // Compact JSON escapes line breaks inside strings; a raw one would still get a data: line of its own.
            if (json.indexOf('\n') < 0 && json.indexOf('\r') < 0) {
                frame.append("data: ").append(json).append('\n');
            } else {
                for (String line : json.split("\r\n|\r|\n", -1)) {
                    frame.append("data: ").append(line).append('\n');
                }
            }
            return frame.append('\n').toString().getBytes(StandardCharsets.UTF_8);
        });
    }

    /** A comment line, with the client's reconnection delay when {@code retryMillis} is given. */
    static byte[] comment(String text, Long retryMillis) {
        String frame = ": " + text + "\n" + (retryMillis != null ? "retry: " + retryMillis + "\n" : "") + "\n";
        return frame.getBytes(StandardCharsets.UTF_8);
    }
}
