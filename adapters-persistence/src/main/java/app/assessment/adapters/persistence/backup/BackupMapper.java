package app.assessment.adapters.persistence.backup;

import app.assessment.domain.backup.Backup;

final class BackupMapper {
    /** The column's width; a longer tool message is cut, not refused. */
    private static final int ERROR_MAX = 2000;

    private BackupMapper() {
    }

    static Backup toDomain(BackupEntity e) {
        return new Backup(e.id, e.startedAt, e.finishedAt, e.status, e.sizeBytes, e.sha256, e.databaseName, e.schemaVersion, e.location,
                e.error, e.deletedAt);
    }

    static void copy(Backup b, BackupEntity e) {
        e.id = b.id();
        e.startedAt = b.startedAt();
        e.finishedAt = b.finishedAt();
        e.status = b.status();
        e.sizeBytes = b.sizeBytes();
        e.sha256 = b.sha256();
        e.databaseName = b.databaseName();
        e.schemaVersion = b.schemaVersion();
        e.location = b.location();
        e.error = b.error() == null || b.error().length() <= ERROR_MAX ? b.error() : b.error().substring(0, ERROR_MAX);
        e.deletedAt = b.deletedAt();
    }
}
