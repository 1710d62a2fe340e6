package app.assessment.adapters.backup;

import java.util.Optional;

/**
 * The database pg_dump reads ({@code quarkus.datasource.*}), produced by bootstrap, the one reader
 * of Quarkus' keys (ADR 0037).
 */
public record BackupDatabase(String jdbcUrl, Optional<String> user, Optional<String> password) {
}
