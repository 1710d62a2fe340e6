package app.assessment.adapters.persistence.auth;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.auth.SessionRepository;
import app.assessment.domain.user.Role;
import io.agroal.api.AgroalDataSource;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class PanacheSessionRepository implements SessionRepository, PanacheRepositoryBase<SessionEntity, String> {

    /** One primary-key join, read straight into a record. */
    private static final String BY_ID = "select s.id, s.expires_at, s.revoked_at, u.id, u.organization_id, u.email, u.name, "
            + "u.role, u.active, u.session_version, s.last_seen_at from sessions s join users u on u.id = s.user_id where s.id = ?";

    private static final String TOUCH = "update sessions set last_seen_at = ? where id = ? and revoked_at is null "
            + "and (last_seen_at is null or last_seen_at < ?)";

    private final AgroalDataSource dataSource;

    public PanacheSessionRepository(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    @Override
    public void add(NewSession session) {
        SessionEntity entity = new SessionEntity();
        entity.id = session.id();
        entity.userId = session.userId();
        entity.createdAt = session.createdAt();
        entity.expiresAt = session.expiresAt();
        entity.ip = session.ip();
        entity.userAgent = session.userAgent();
        entity.lastSeenAt = session.createdAt();
        persist(entity);
    }

    /**
     * Read on a pooled connection of its own, in plain JDBC (every authenticated request starts
     * here): one autocommit statement, and the connection goes back to the pool before the
     * request's own work takes one. A request-scoped session would hold it to the end of the
     * request, so a transactional request would hold two and a busy pool would starve.
     */
    @Override
    public Optional<SessionRecord> byId(String sessionId) {
        try (Connection connection = dataSource.getConnection()) {
            return Jdbc.query(connection, BY_ID, rs -> new SessionRecord(rs.getString(1), Jdbc.instant(rs, "expires_at"),
                    Jdbc.instant(rs, "revoked_at"), rs.getString(4), rs.getString(5), rs.getString(6), rs.getString(7),
                    Role.valueOf(rs.getString(8)), rs.getBoolean(9), rs.getInt(10),
                    Jdbc.instant(rs, "last_seen_at")), sessionId).stream().findFirst();
        } catch (SQLException e) {
            throw new IllegalStateException("Could not read the session", e);
        }
    }

    /** The condition makes concurrent requests of one session write it once, and a fresh one not at all. */
    @Override
    public void touch(String sessionId, Instant at, Instant staleBefore) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(TOUCH)) {
            statement.setObject(1, at.atOffset(ZoneOffset.UTC));
            statement.setString(2, sessionId);
            statement.setObject(3, staleBefore.atOffset(ZoneOffset.UTC));
            statement.executeUpdate();
        } catch (SQLException e) {
            throw new IllegalStateException("Could not record the session's use", e);
        }
    }

    @Override
    public List<ActiveSession> activeOf(String userId, Instant now) {
        return find("userId = ?1 and revokedAt is null and expiresAt > ?2 order by createdAt desc, id desc", userId, now)
                .stream().map(s -> new ActiveSession(s.id, s.createdAt, s.lastSeenAt, s.ip, s.userAgent)).toList();
    }

    @Override
    public int revokeAllOf(String userId, String keptSessionId, Instant at) {
        if (keptSessionId == null) {
            return update("revokedAt = ?1 where userId = ?2 and revokedAt is null and expiresAt > ?1", at, userId);
        }
        return update("revokedAt = ?1 where userId = ?2 and revokedAt is null and expiresAt > ?1 and id <> ?3",
                at, userId, keptSessionId);
    }

    @Override
    public void extend(String sessionId, Instant expiresAt) {
        update("expiresAt = ?1 where id = ?2 and revokedAt is null", expiresAt, sessionId);
    }

    @Override
    public void revoke(String sessionId, Instant at) {
        update("revokedAt = ?1 where id = ?2 and revokedAt is null", at, sessionId);
    }

    @Override
    public long deleteExpiredBefore(Instant cutoff) {
        return delete("expiresAt < ?1", cutoff);
    }
}
