package app.assessment.adapters.persistence.shared;

import jakarta.persistence.EntityManager;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.hibernate.Session;

/**
 * Plain JDBC on the transaction's own connection, for statements whose exact SQL matters (row
 * locks, conditional inserts, hot paths): parameters bind with their real types, nulls included,
 * and rows read without an entity in between.
 */
public final class Jdbc {

    private Jdbc() {
    }

    @FunctionalInterface
    public interface Row<T> {
        T read(ResultSet rs) throws SQLException;
    }

    /**
     * @return the number of rows the statement changed; for statements separated by {@code ;}
     *     (sent in one round trip), the rows the first one changed
     */
    public static int update(EntityManager em, String sql, Object... params) {
        return em.unwrap(Session.class).doReturningWork(connection -> {
            try (PreparedStatement statement = prepared(connection, sql, params)) {
                return statement.executeUpdate();
            }
        });
    }

    public static <T> List<T> query(EntityManager em, String sql, Row<T> row, Object... params) {
        return em.unwrap(Session.class).doReturningWork(connection -> query(connection, sql, row, params));
    }

    /** As {@link #query(EntityManager, String, Row, Object...)}, on a connection of the caller's. */
    public static <T> List<T> query(Connection connection, String sql, Row<T> row, Object... params) throws SQLException {
        try (PreparedStatement statement = prepared(connection, sql, params)) {
            return rows(statement.executeQuery(), row);
        }
    }

    /** The results of several selects sent together, read in their order. */
    @FunctionalInterface
    public interface Results<T> {
        T read(Next next) throws SQLException;
    }

    /** The rows of the next select of the round trip. */
    @FunctionalInterface
    public interface Next {
        <T> List<T> rows(Row<T> row) throws SQLException;
    }

    /**
     * Selects separated by {@code ;}, sent in one round trip and run by PostgreSQL one after the
     * other, each with a snapshot of its own (READ COMMITTED).
     */
    public static <T> T queries(EntityManager em, String sql, Results<T> results, Object... params) {
        return em.unwrap(Session.class).doReturningWork(connection -> queries(connection, sql, results, params));
    }

    /** As {@link #queries(EntityManager, String, Results, Object...)}, on a connection of the caller's. */
    public static <T> T queries(Connection connection, String sql, Results<T> results, Object... params) throws SQLException {
        try (PreparedStatement statement = prepared(connection, sql, params)) {
            statement.execute();
            boolean[] first = {true};
            return results.read(new Next() {
                @Override
                public <R> List<R> rows(Row<R> row) throws SQLException {
                    if (!first[0]) {
                        statement.getMoreResults();
                    }
                    first[0] = false;
                    return Jdbc.rows(statement.getResultSet(), row);
                }
            });
        }
    }

    /** Handles one row of a streamed result; may write it somewhere slow. */
    @FunctionalInterface
    public interface RowHandler {
        void handle(ResultSet rs) throws SQLException, IOException;
    }

    /**
     * Streams a long result on a pooled connection of its own: outside autocommit the driver
     * fetches {@code fetchSize} rows per round trip through a cursor instead of the whole result
     * at once, so memory stays flat however many rows there are. The read-only transaction is
     * rolled back at the end.
     */
    public static void stream(DataSource dataSource, String sql, int fetchSize, RowHandler handler, Object... params)
            throws IOException {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement statement = prepared(connection, sql, params)) {
                statement.setFetchSize(fetchSize);
                try (ResultSet rs = statement.executeQuery()) {
                    while (rs.next()) {
                        handler.handle(rs);
                    }
                }
            } finally {
                connection.rollback();
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("Streamed query failed: " + e.getMessage(), e);
        }
    }

    public static Instant instant(ResultSet rs, String column) throws SQLException {
        OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }

    /** As {@link #instant(ResultSet, String)}, by the column's position. */
    public static Instant instant(ResultSet rs, int column) throws SQLException {
        OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }

    private static <T> List<T> rows(ResultSet rs, Row<T> row) throws SQLException {
        try (rs) {
            List<T> rows = new ArrayList<>();
            while (rs.next()) {
                rows.add(row.read(rs));
            }
            return rows;
        }
    }

    private static PreparedStatement prepared(Connection connection, String sql, Object... params) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql);
        for (int i = 0; i < params.length; i++) {
            Object value = params[i] instanceof Instant instant ? instant.atOffset(ZoneOffset.UTC) : params[i];
            // A null binds untyped, so PostgreSQL takes the column's type.
            statement.setObject(i + 1, value);
        }
        return statement;
    }
}
