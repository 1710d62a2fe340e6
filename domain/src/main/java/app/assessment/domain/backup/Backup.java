package app.assessment.domain.backup;

import java.time.Instant;
import java.util.Objects;

/**
 * One backup of the service's database: when it ran, how it ended, and where the encrypted dump
 * is stored. {@code sha256} is the hex SHA-256 of the stored (encrypted) bytes, so an operator can
 * check a downloaded file before restoring it; {@code error} says why a FAILED backup failed.
 */
public record Backup(
        String id,
        Instant startedAt,
        Instant finishedAt,
        BackupStatus status,
        Long sizeBytes,
        String sha256,
        String databaseName,
        String schemaVersion,
        String location,
        String error,
        Instant deletedAt) {

    public Backup {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(status, "status");
    }

    public static Backup started(String id, Instant at, String databaseName, String schemaVersion) {
        return new Backup(id, at, null, BackupStatus.RUNNING, null, null, databaseName, schemaVersion, null, null, null);
    }

    public Backup succeeded(Instant at, long size, String checksum, String storedAt) {
        requireRunning();
        return new Backup(id, startedAt, at, BackupStatus.SUCCEEDED, size, checksum, databaseName, schemaVersion, storedAt, null, null);
    }

    public Backup failed(Instant at, String reason) {
        requireRunning();
        return new Backup(id, startedAt, at, BackupStatus.FAILED, null, null, databaseName, schemaVersion, null, reason, null);
    }

    /** The stored object was removed by retention; the record stays as history. */
    public Backup deleted(Instant at) {
        if (status != BackupStatus.SUCCEEDED) {
            throw new IllegalStateException("Only a stored backup can be deleted, not a " + status + " one");
        }
        return new Backup(id, startedAt, finishedAt, BackupStatus.DELETED, sizeBytes, sha256, databaseName, schemaVersion, location,
                null, at);
    }

    private void requireRunning() {
        if (status != BackupStatus.RUNNING) {
            throw new IllegalStateException("Backup " + id + " has already ended (" + status + ")");
        }
    }
}
