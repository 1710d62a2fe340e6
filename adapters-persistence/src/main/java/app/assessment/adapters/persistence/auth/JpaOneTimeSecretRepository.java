package app.assessment.adapters.persistence.auth;

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
        return em.createNativeQuery("update " + table(kind) + " set used_at = ?1 where " + hashColumn(kind)
                        + " = ?2 and used_at is null and expires_at > ?1 returning user_id", String.class)
                .setParameter(1, now).setParameter(2, hash)
                .getResultStream().findFirst().map(String.class::cast);
    }

    @Override
    public boolean consumeForUser(Kind kind, String userId, String hash, Instant now) {
        return em.createNativeQuery("update " + table(kind) + " set used_at = ?1 where " + hashColumn(kind)
                        + " = ?2 and user_id = ?3 and used_at is null and expires_at > ?1")
                .setParameter(1, now).setParameter(2, hash).setParameter(3, userId)
                .executeUpdate() > 0;
    }

    @Override
    public long deleteExpiredBefore(Instant cutoff) {
        return em.createNativeQuery("delete from password_reset_tokens where expires_at < ?1").setParameter(1, cutoff).executeUpdate()
                + em.createNativeQuery("delete from second_factor_codes where expires_at < ?1").setParameter(1, cutoff).executeUpdate();
    }

    private static String table(Kind kind) {
        return kind == Kind.PASSWORD_RESET ? "password_reset_tokens" : "second_factor_codes";
    }

    private static String hashColumn(Kind kind) {
        return kind == Kind.PASSWORD_RESET ? "token_hash" : "code_hash";
    }
}
