package app.assessment.adapters.persistence.shared;

import app.assessment.application.port.out.ClusterLock;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * PostgreSQL advisory locks. Transaction-level ones are released by commit or rollback, never
 * leaked; {@link #tryHold} takes a session-level one on a connection of its own, released on
 * close or when the connection (or the instance) dies.
 */
@ApplicationScoped
public class PostgresClusterLock implements ClusterLock {

    private final EntityManager em;
    private final DataSource dataSource;

    public PostgresClusterLock(EntityManager em, DataSource dataSource) {
        this.em = em;
        this.dataSource = dataSource;
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean tryLock(String name) {
        return Jdbc.query(em, "select pg_try_advisory_xact_lock(hashtextextended(?, 0))", rs -> rs.getBoolean(1), name).get(0);
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void lock(String name) {
        Jdbc.query(em, "select pg_advisory_xact_lock(hashtextextended(?, 0))", rs -> null, name);
    }

    @Override
    public Optional<Held> tryHold(String name) {
        try {
            Connection connection = dataSource.getConnection();
            try {
                connection.setAutoCommit(true);
                if (call(connection, "select pg_try_advisory_lock(hashtextextended(?, 0))", name)) {
                    return Optional.of(() -> release(connection, name));
                }
                connection.close();
                return Optional.empty();
            } catch (SQLException | RuntimeException e) {
                connection.close();
                throw e;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Could not take the lock " + name, e);
        }
    }

    private static void release(Connection connection, String name) {
        try (connection) {
            call(connection, "select pg_advisory_unlock(hashtextextended(?, 0))", name);
        } catch (SQLException e) {
            // The lock then lives as long as the pooled session does; the failure is reported, never hidden.
            throw new IllegalStateException("Could not release the lock " + name, e);
        }
    }

    private static boolean call(Connection connection, String sql, String name) throws SQLException {
        try (PreparedStatement statement = connection.prepareStatement(sql)) {
            statement.setString(1, name);
            try (ResultSet result = statement.executeQuery()) {
                result.next();
                return result.getBoolean(1);
            }
        }
    }
}
