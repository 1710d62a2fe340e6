package app.assessment.adapters.persistence.shared;

import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
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

    /** @return the number of rows the statement changed */
    public static int update(EntityManager em, String sql, Object... params) {
        return em.unwrap(Session.class).doReturningWork(connection -> {
            try (PreparedStatement statement = prepared(connection, sql, params)) {
                return statement.executeUpdate();
            }
        });
    }

    public static <T> List<T> query(EntityManager em, String sql, Row<T> row, Object... params) {
        return em.unwrap(Session.class).doReturningWork(connection -> {
            try (PreparedStatement statement = prepared(connection, sql, params)) {
                return rows(statement.executeQuery(), row);
            }
        });
    }

    /**
     * Selects separated by {@code ;}, sent in one round trip and run by PostgreSQL one after the
     * other, each with a snapshot of its own (READ COMMITTED); the rows of the last one.
     */
    public static <T> List<T> queryLast(EntityManager em, String sql, Row<T> row, Object... params) {
        return em.unwrap(Session.class).doReturningWork(connection -> {
            try (PreparedStatement statement = prepared(connection, sql, params)) {
                statement.execute();
                ResultSet last = statement.getResultSet();
                while (statement.getMoreResults(Statement.KEEP_CURRENT_RESULT)) {
                    last = statement.getResultSet();
                }
                return rows(last, row);
            }
        });
    }

    public static Instant instant(ResultSet rs, String column) throws SQLException {
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

    /** A statement on the connection with its parameters bound as {@link #update} binds them. */
    public static PreparedStatement prepared(Connection connection, String sql, Object... params) throws SQLException {
        PreparedStatement statement = connection.prepareStatement(sql);
        for (int i = 0; i < params.length; i++) {
            Object value = params[i] instanceof Instant instant ? instant.atOffset(ZoneOffset.UTC) : params[i];
            // A null binds untyped, so PostgreSQL takes the column's type.
            statement.setObject(i + 1, value);
        }
        return statement;
    }
}
