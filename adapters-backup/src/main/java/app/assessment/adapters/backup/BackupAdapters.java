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
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The backup out-ports as configured (README, "Backups"). Built on first use, so a service that
 * never backs up never reads keys or reaches the bucket; S3 when {@code BACKUP_S3_BUCKET} is set,
 * otherwise the directory.
 */
@ApplicationScoped
public class BackupAdapters {

    @Produces
    @ApplicationScoped
    DatabaseDump databaseDump(@ConfigProperty(name = "app.backup.pg-dump") String binary,
                              @ConfigProperty(name = "quarkus.datasource.jdbc.url") String url,
                              @ConfigProperty(name = "quarkus.datasource.username") Optional<String> user,
                              @ConfigProperty(name = "quarkus.datasource.password") Optional<String> password) {
        return new PgDumpProcess(binary, PostgresTarget.fromJdbcUrl(url, user.orElse(null), password.orElse(null)));
    }

    @Produces
    @ApplicationScoped
    BackupEncryption backupEncryption(@ConfigProperty(name = "app.backup.public-keys") Optional<String> publicKeys,
                                      @ConfigProperty(name = "app.backup.passphrase") Optional<String> passphrase) {
        return OpenPgpEncryption.configured(publicKeys.orElse(null), passphrase.orElse(null));
    }

    @Produces
    @ApplicationScoped
    BackupStorage backupStorage(@ConfigProperty(name = "app.backup.dir") String directory,
                                @ConfigProperty(name = "app.backup.s3.bucket") Optional<String> bucket,
                                @ConfigProperty(name = "app.backup.s3.endpoint") Optional<URI> endpoint,
                                @ConfigProperty(name = "app.backup.s3.region") String region,
                                @ConfigProperty(name = "app.backup.s3.prefix") Optional<String> prefix,
                                @ConfigProperty(name = "app.backup.s3.access-key-id") Optional<String> accessKeyId,
                                @ConfigProperty(name = "app.backup.s3.secret-access-key") Optional<String> secretAccessKey,
                                @ConfigProperty(name = "app.backup.s3.path-style") boolean pathStyle,
                                @ConfigProperty(name = "app.backup.s3.part-size") int partSize) {
        if (bucket.isEmpty()) {
            return new DirectoryBackupStorage(Path.of(directory));
        }
        return new S3BackupStorage(new S3Settings(endpoint, region, bucket.get(), prefix.orElse(""), accessKeyId, secretAccessKey,
                pathStyle, partSize));
    }
}
