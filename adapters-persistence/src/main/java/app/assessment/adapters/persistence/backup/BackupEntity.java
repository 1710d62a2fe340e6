package app.assessment.adapters.persistence.backup;

import app.assessment.domain.backup.BackupStatus;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "backups")
public class BackupEntity {
    @Id
    public String id;

    @Column(name = "started_at", nullable = false)
    public Instant startedAt;

    @Column(name = "finished_at")
    public Instant finishedAt;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false)
    public BackupStatus status;

    @Column(name = "size_bytes")
    public Long sizeBytes;

    public String sha256;

    @Column(name = "database_name")
    public String databaseName;

    @Column(name = "schema_version")
    public String schemaVersion;

    public String location;

    public String error;

    @Column(name = "deleted_at")
    public Instant deletedAt;
}
