package app.assessment.adapters.persistence.shared;

import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
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
            try (PreparedStatement statement = prepared(connection, sql, params); ResultSet rs = statement.executeQuery()) {
                List<T> rows = new ArrayList<>();
                while (rs.next()) {
                    rows.add(row.read(rs));
                }
                return rows;
            }
        });
    }

    public static Instant instant(ResultSet rs, String column) throws SQLException {
        OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
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
