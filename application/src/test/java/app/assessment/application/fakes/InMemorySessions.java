package app.assessment.application.fakes;

import app.assessment.application.port.out.auth.SessionRepository;
import app.assessment.domain.user.User;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Session rows; {@link #byId} joins the user's current row of {@link InMemoryUsers}, as the SQL
 * does, so a changed session version or deactivation shows at once.
 */
public final class InMemorySessions implements SessionRepository {

    /** One row as stored. */
    public static final class Row {
        public final NewSession created;
        public Instant expiresAt;
        public Instant revokedAt;
        public Instant lastSeenAt;

        Row(NewSession created) {
            this.created = created;
            this.expiresAt = created.expiresAt();
        }
    }

    private final InMemoryUsers users;
    public final Map<String, Row> rows = new LinkedHashMap<>();
    /** Every touch that wrote, by session id and time. */
    public final List<String> touches = new ArrayList<>();

    public InMemorySessions(InMemoryUsers users) {
        this.users = users;
    }

    @Override
    public void add(NewSession session) {
        rows.put(session.id(), new Row(session));
    }

    @Override
    public Optional<SessionRecord> byId(String sessionId) {
        Row row = rows.get(sessionId);
        if (row == null) {
            return Optional.empty();
        }
        return users.byId(row.created.userId()).map(u -> record(row, u));
    }

    @Override
    public void extend(String sessionId, Instant expiresAt) {
        rows.get(sessionId).expiresAt = expiresAt;
    }

    @Override
    public void revoke(String sessionId, Instant at) {
        Optional.ofNullable(rows.get(sessionId)).filter(r -> r.revokedAt == null).ifPresent(r -> r.revokedAt = at);
    }

    @Override
    public long deleteExpiredBefore(Instant cutoff) {
        int before = rows.size();
        rows.values().removeIf(r -> r.expiresAt.isBefore(cutoff));
        return before - rows.size();
    }

    @Override
    public void touch(String sessionId, Instant at, Instant staleBefore) {
        Row row = rows.get(sessionId);
        if (row != null && (row.lastSeenAt == null || row.lastSeenAt.isBefore(staleBefore))) {
            row.lastSeenAt = at;
            touches.add(sessionId + "@" + at);
        }
    }

    @Override
    public List<ActiveSession> activeOf(String userId, Instant now) {
        return rows.values().stream().filter(r -> r.created.userId().equals(userId) && r.revokedAt == null
                        && r.expiresAt.isAfter(now))
                .sorted(Comparator.comparing((Row r) -> r.created.createdAt()).reversed())
                .map(r -> new ActiveSession(r.created.id(), r.created.createdAt(), r.lastSeenAt, r.created.ip(),
                        r.created.userAgent()))
                .toList();
    }

    @Override
    public int revokeAllOf(String userId, String keptSessionId, Instant at) {
        List<Row> ended = rows.values().stream().filter(r -> r.created.userId().equals(userId) && r.revokedAt == null
                && !r.created.id().equals(keptSessionId)).toList();
        ended.forEach(r -> r.revokedAt = at);
        return ended.size();
    }

    private static SessionRecord record(Row row, User user) {
        return new SessionRecord(row.created.id(), row.expiresAt, row.revokedAt, user.id(), user.organizationId(), user.email(),
                user.name(), user.role(), user.active(), user.sessionVersion(), row.lastSeenAt);
    }
}
