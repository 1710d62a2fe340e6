package app.assessment.application.fakes;

import app.assessment.application.port.out.auth.OneTimeSecretRepository;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The one_time_secrets table in memory: a row is consumed once, while unexpired. */
public final class InMemoryOneTimeSecrets implements OneTimeSecretRepository {

    /** One row as stored: only the hash of the secret. */
    public static final class Row {
        public final Kind kind;
        public final String id;
        public final String userId;
        public final String hash;
        public final Instant expiresAt;
        public final Instant createdAt;
        public Instant usedAt;

        Row(Kind kind, String id, String userId, String hash, Instant expiresAt, Instant createdAt) {
            this.kind = kind;
            this.id = id;
            this.userId = userId;
            this.hash = hash;
            this.expiresAt = expiresAt;
            this.createdAt = createdAt;
        }
    }

    public final List<Row> rows = new ArrayList<>();

    @Override
    public void add(Kind kind, String id, String userId, String hash, Instant expiresAt, Instant createdAt) {
        rows.add(new Row(kind, id, userId, hash, expiresAt, createdAt));
    }

    @Override
    public Optional<String> consume(Kind kind, String hash, Instant now) {
        return usable(kind, hash, now).map(row -> {
            row.usedAt = now;
            return row.userId;
        });
    }

    @Override
    public boolean consumeForUser(Kind kind, String userId, String hash, Instant now) {
        return usable(kind, hash, now).filter(row -> row.userId.equals(userId)).map(row -> row.usedAt = now).isPresent();
    }

    @Override
    public long deleteExpiredBefore(Instant cutoff) {
        int before = rows.size();
        rows.removeIf(row -> row.expiresAt.isBefore(cutoff));
        return before - rows.size();
    }

    public List<Row> of(Kind kind) {
        return rows.stream().filter(row -> row.kind == kind).toList();
    }

    private Optional<Row> usable(Kind kind, String hash, Instant now) {
        return rows.stream().filter(row -> row.kind == kind && row.hash.equals(hash) && row.usedAt == null
                && row.expiresAt.isAfter(now)).findFirst();
    }
}
