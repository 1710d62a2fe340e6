package app.assessment.adapters.backup;

import app.assessment.adapters.backup.openpgp.OpenPgpEncryption;
import app.assessment.adapters.backup.pgdump.PgDumpProcess;
import app.assessment.adapters.backup.pgdump.PostgresTarget;
import app.assessment.adapters.backup.storage.DirectoryBackupStorage;
import app.assessment.adapters.backup.storage.S3BackupStorage;
import app.assessment.adapters.backup.storage.S3Settings;
import app.assessment.application.port.out.backup.BackupEncryption;
import app.assessment.application.port.out.backup.BackupStorage;
import app.assessment.application.port.out.backup.DatabaseDump;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import java.nio.file.Path;

/**
 * The backup out-ports as configured (README, "Backups"). Built on first use, so a service that
 * never backs up never reads keys or reaches the bucket; S3 when {@code BACKUP_S3_BUCKET} is set,
 * otherwise the directory.
 */
@ApplicationScoped
public class BackupAdapters {

    @Produces
    @ApplicationScoped
    DatabaseDump databaseDump(BackupConfig config, BackupDatabase database) {
        return new PgDumpProcess(config.pgDump(), PostgresTarget.fromJdbcUrl(database.jdbcUrl(), database.user().orElse(null),
                database.password().orElse(null)));
    }

    @Produces
    @ApplicationScoped
    BackupEncryption backupEncryption(BackupConfig config) {
        return OpenPgpEncryption.configured(config.publicKeys().orElse(null), config.passphrase().orElse(null));
    }

    @Produces
    @ApplicationScoped
    BackupStorage backupStorage(BackupConfig config) {
        BackupConfig.S3 s3 = config.s3();
        if (s3.bucket().isEmpty()) {
            return new DirectoryBackupStorage(Path.of(config.dir()));
        }
        return new S3BackupStorage(new S3Settings(s3.endpoint(), s3.region(), s3.bucket().get(), s3.prefix().orElse(""),
                s3.accessKeyId(), s3.secretAccessKey(), s3.pathStyle(), s3.partSize()));
    }
}
