package app.assessment.adapters.backup.storage;

import java.net.URI;
import java.util.Optional;

/**
 * Where backups go in S3-compatible storage. Without an access key the SDK's default chain
 * (environment, profile, instance role) supplies credentials. Path-style addressing suits most
 * S3-compatible servers (MinIO, Ceph, R2); AWS itself accepts both.
 */
public record S3Settings(Optional<URI> endpoint, String region, String bucket, String prefix, Optional<String> accessKeyId,
                         Optional<String> secretAccessKey, boolean pathStyle, int partSize) {

    /** S3's smallest allowed part, except the last. */
    public static final int MIN_PART = 5 * 1024 * 1024;

    public S3Settings {
        if (bucket == null || bucket.isBlank()) {
            throw new IllegalArgumentException("BACKUP_S3_BUCKET is empty");
        }
        if (partSize < MIN_PART) {
            throw new IllegalArgumentException("BACKUP_S3_PART_SIZE must be at least 5 MiB, was " + partSize);
        }
        prefix = prefix == null ? "" : prefix;
    }
}
