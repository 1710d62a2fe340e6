package app.assessment.adapters.persistence.bank;

import app.assessment.adapters.persistence.shared.Jdbc;
import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * Bank reads on a pooled connection: the transaction's own when one is running (the pool hands the
 * enlisted connection back), else one of their own, so reads need neither a transaction nor a session.
 */
@ApplicationScoped
class BankReads {

    private final AgroalDataSource dataSource;

    BankReads(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    <T> List<T> query(String sql, Jdbc.Row<T> row, Object... params) {
        try (Connection connection = dataSource.getConnection()) {
            return Jdbc.query(connection, sql, row, params);
        } catch (SQLException e) {
            throw new IllegalStateException("Bank read failed: " + e.getMessage(), e);
        }
    }

    <T> T queries(String sql, Jdbc.Results<T> results, Object... params) {
        try (Connection connection = dataSource.getConnection()) {
            return Jdbc.queries(connection, sql, results, params);
        } catch (SQLException e) {
            throw new IllegalStateException("Bank read failed: " + e.getMessage(), e);
        }
    }
}
