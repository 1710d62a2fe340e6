package app.assessment.adapters.persistence.auth;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.auth.OneTimeSecretRepository;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.Optional;

/**
 * Consumption is one conditional UPDATE ... RETURNING, so two concurrent uses of the same
 * token or code cannot both succeed.
 */
@ApplicationScoped
public class JpaOneTimeSecretRepository implements OneTimeSecretRepository {

    private final EntityManager em;

    public JpaOneTimeSecretRepository(EntityManager em) {
        this.em = em;
    }

    @Override
    public void add(Kind kind, String id, String userId, String hash, Instant expiresAt, Instant createdAt) {
        OneTimeSecretEntity entity;
        if (kind == Kind.PASSWORD_RESET) {
            PasswordResetTokenEntity token = new PasswordResetTokenEntity();
            token.tokenHash = hash;
            entity = token;
        } else {
            SecondFactorCodeEntity code = new SecondFactorCodeEntity();
            code.codeHash = hash;
            entity = code;
        }
        entity.id = id;
        entity.userId = userId;
        entity.expiresAt = expiresAt;
        entity.createdAt = createdAt;
        em.persist(entity);
    }

    @Override
    public Optional<String> consume(Kind kind, String hash, Instant now) {
        return Jdbc.query(em, "update " + table(kind) + " set used_at = ? where " + hashColumn(kind)
                        + " = ? and used_at is null and expires_at > ? returning user_id", rs -> rs.getString(1), now, hash, now)
                .stream().findFirst();
    }

    @Override
    public boolean consumeForUser(Kind kind, String userId, String hash, Instant now) {
        return Jdbc.update(em, "update " + table(kind) + " set used_at = ? where " + hashColumn(kind)
                + " = ? and user_id = ? and used_at is null and expires_at > ?", now, hash, userId, now) > 0;
    }

    @Override
    public long deleteExpiredBefore(Instant cutoff) {
        return Jdbc.update(em, "delete from password_reset_tokens where expires_at < ?", cutoff)
                + Jdbc.update(em, "delete from second_factor_codes where expires_at < ?", cutoff);
    }

    private static String table(Kind kind) {
        return kind == Kind.PASSWORD_RESET ? "password_reset_tokens" : "second_factor_codes";
    }

    private static String hashColumn(Kind kind) {
        return kind == Kind.PASSWORD_RESET ? "token_hash" : "code_hash";
    }
}
