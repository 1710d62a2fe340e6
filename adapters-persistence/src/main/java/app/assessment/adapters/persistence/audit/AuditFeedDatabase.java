package app.assessment.adapters.persistence.audit;

/**
 * The database the audit feed holds its own LISTEN connection to ({@code quarkus.datasource.*}),
 * produced by bootstrap, the one reader of Quarkus' keys (ADR 0037).
 *
 * @param password empty when none is set
 */
public record AuditFeedDatabase(String jdbcUrl, String user, String password) {
}
