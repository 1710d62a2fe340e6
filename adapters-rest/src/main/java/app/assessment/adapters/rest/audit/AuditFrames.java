package app.assessment.adapters.rest.audit;

import app.assessment.application.port.out.audit.AuditRecord;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Each entry's server-sent event, encoded to bytes once, whatever the number of streams showing
 * it (ADR 0019). The feed hands the same batch to every stream, one after the other: the batch's
 * frames are kept beside it, so the 500th stream copies bytes the first one paid for. Replays
 * read entries one by one and go through a small cache by sequence.
 */
final class AuditFrames {

    private final ObjectMapper mapper;
    private final Cache<Long, byte[]> bySequence = Caffeine.newBuilder().maximumSize(10_000).build();
    private volatile Batch last;

    private record Batch(List<AuditRecord> records, byte[][] frames) {
    }

    AuditFrames(ObjectMapper mapper) {
        this.mapper = mapper;
    }

    /** The frames of {@code batch}, index for index; computed once for the batch the feed is handing round. */
    byte[][] of(List<AuditRecord> batch) {
        Batch memo = last;
        if (memo != null && memo.records() == batch) {
            return memo.frames();
        }
        byte[][] frames = new byte[batch.size()][];
        for (int i = 0; i < frames.length; i++) {
            frames[i] = of(batch.get(i));
        }
        last = new Batch(batch, frames);
        return frames;
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
            for (String line : json.split("\r\n|\r|\n", -1)) {
                frame.append("data: ").append(line).append('\n');
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
