package app.assessment.adapters.rest.backup;

import app.assessment.domain.backup.Backup;
import java.time.Instant;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A backup as operators see it; {@code sha256} is of the stored (encrypted) file. */
public record BackupResponse(
        String id,
        @Schema(enumeration = {"RUNNING", "SUCCEEDED", "FAILED", "DELETED"}) String status,
        Instant startedAt,
        Instant finishedAt,
        Long sizeBytes,
        String sha256,
        String databaseName,
        String schemaVersion,
        String location,
        String error,
        Instant deletedAt) {

    public static BackupResponse from(Backup b) {
        return new BackupResponse(b.id(), b.status().name(), b.startedAt(), b.finishedAt(), b.sizeBytes(), b.sha256(), b.databaseName(),
                b.schemaVersion(), b.location(), b.error(), b.deletedAt());
    }
}
