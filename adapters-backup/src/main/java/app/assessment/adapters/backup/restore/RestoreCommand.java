package app.assessment.adapters.backup.restore;

import app.assessment.adapters.backup.openpgp.OpenPgpDecryption;
import app.assessment.adapters.backup.pgdump.PostgresTarget;
import app.assessment.adapters.backup.pgdump.ToolProcess;
import app.assessment.adapters.backup.storage.S3BackupStorage;
import app.assessment.adapters.backup.storage.S3Settings;
import app.assessment.domain.shared.Sha256;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.DigestInputStream;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Restores a backup into a database with nothing but the backup, its key and a database URL; the
 * service need not run, nor exist (README, "Backups"). The backup is read twice: once to check its
 * SHA-256 (when given) and its OpenPGP integrity code, so a damaged file is refused before the
 * target is touched, then decrypted again straight into {@code pg_restore --no-owner}. The
 * plaintext never reaches a disk.
 */
public final class RestoreCommand {

    private final Map<String, String> environment;
    private final PrintStream out;

    public RestoreCommand(Map<String, String> environment, PrintStream out) {
        this.environment = environment;
        this.out = out;
    }

    public static void main(String[] args) {
        try {
            new RestoreCommand(System.getenv(), System.out).run(List.of(args));
        } catch (IllegalArgumentException | IOException | IllegalStateException e) {
            System.err.println("restore: " + e.getMessage());
            System.exit(e instanceof IllegalArgumentException ? 2 : 1);
        }
    }

    public void run(List<String> args) throws IOException {
        RestoreOptions options = RestoreOptions.parse(args);
        PostgresTarget target = PostgresTarget.fromJdbcUrl(options.target(), RestoreOptions.env(environment, "PGUSER", "postgres"),
                environment.get("PGPASSWORD"));
        refuseNonEmpty(target, options.force());
        OpenPgpDecryption decryption = decryption(options);
        if (options.sha256().isPresent()) {
            String actual = sha256(options.source());
            if (!actual.equals(options.sha256().get())) {
                throw new IOException("Checksum mismatch: the backup's SHA-256 is " + actual + ", expected " + options.sha256().get()
                        + "; the file is damaged or not the one recorded");
            }
            out.println("Checksum verified: " + actual);
        }
        try (InputStream plaintext = decryption.decrypt(open(options.source()))) {
            plaintext.transferTo(OutputStream.nullOutputStream());
        }
        out.println("Decrypted and integrity-checked; restoring into " + target);
        pgRestore(target, options.force(), decryption, options.source());
        out.println("Restored " + options.source() + " into " + target);
    }

    private void pgRestore(PostgresTarget target, boolean force, OpenPgpDecryption decryption, String source) throws IOException {
        List<String> command = new ArrayList<>(List.of(RestoreOptions.env(environment, "PG_RESTORE", "pg_restore"), "--no-owner",
                "--no-privileges", "--exit-on-error", "--single-transaction"));
        if (force) {
            command.addAll(List.of("--clean", "--if-exists"));
        }
        command.addAll(target.connectionOptions());
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        target.putEnvironment(builder.environment());
        try (ToolProcess restore = ToolProcess.start(builder, "PG_RESTORE");
             InputStream plaintext = decryption.decrypt(open(source))) {
            try (OutputStream stdin = restore.process().getOutputStream()) {
                plaintext.transferTo(stdin);
            }
            restore.finish();
        }
    }

    private void refuseNonEmpty(PostgresTarget target, boolean force) throws IOException {
        try (Connection connection = DriverManager.getConnection(target.jdbcUrl(), target.user(), target.password() == null ? ""
                : target.password());
             ResultSet result = connection.createStatement().executeQuery("select count(*) from pg_class c join pg_namespace n "
                     + "on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema') "
                     + "and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'")) {
            result.next();
            long relations = result.getLong(1);
            if (relations > 0 && !force) {
                throw new IllegalStateException("The target database " + target + " is not empty (" + relations + " relations); "
                        + "restore into a new database, or give --force to replace its contents");
            }
        } catch (SQLException e) {
            throw new IOException("Cannot connect to the target database " + target + ": " + e.getMessage(), e);
        }
    }

    private OpenPgpDecryption decryption(RestoreOptions options) throws IOException {
        if (options.keyFile().isPresent()) {
            try (InputStream key = Files.newInputStream(Path.of(options.keyFile().get()))) {
                return OpenPgpDecryption.withSecretKey(key, RestoreOptions.env(environment, "BACKUP_KEY_PASSPHRASE", "").toCharArray());
            }
        }
        String passphrase = environment.get("BACKUP_PASSPHRASE");
        if (passphrase == null || passphrase.isEmpty()) {
            throw new IllegalArgumentException("Give the private key with --key <file> (its passphrase in BACKUP_KEY_PASSPHRASE), "
                    + "or the passphrase in BACKUP_PASSPHRASE");
        }
        return OpenPgpDecryption.withPassphrase(passphrase.toCharArray());
    }

    private String sha256(String source) throws IOException {
        try (DigestInputStream in = new DigestInputStream(open(source), Sha256.digest())) {
            in.transferTo(OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(in.getMessageDigest().digest());
        }
    }

    private InputStream open(String source) throws IOException {
        if (!source.startsWith("s3://")) {
            return Files.newInputStream(source.startsWith("file:") ? Path.of(URI.create(source)) : Path.of(source));
        }
        URI uri = URI.create(source);
        String endpoint = environment.get("BACKUP_S3_ENDPOINT");
        S3BackupStorage s3 = new S3BackupStorage(new S3Settings(
                endpoint == null || endpoint.isEmpty() ? Optional.empty() : Optional.of(URI.create(endpoint)),
                RestoreOptions.env(environment, "BACKUP_S3_REGION", "us-east-1"), uri.getHost(), "",
                Optional.ofNullable(RestoreOptions.env(environment, "BACKUP_S3_ACCESS_KEY_ID", null)),
                Optional.ofNullable(RestoreOptions.env(environment, "BACKUP_S3_SECRET_ACCESS_KEY", null)),
                !"false".equals(environment.get("BACKUP_S3_PATH_STYLE")), 5 * 1024 * 1024));
        InputStream object = s3.open(source);
        return new FilterInputStream(object) {
            @Override
            public void close() throws IOException {
                try (s3) {
                    super.close();
                }
            }
        };
    }
}
