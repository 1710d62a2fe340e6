package app.assessment.adapters.backup;

import app.assessment.adapters.backup.storage.S3Settings;
import app.assessment.configuration.Production;
import app.assessment.configuration.Secret;
import io.smallrye.config.ConfigMapping;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import java.net.URI;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Optional;
import org.hibernate.validator.constraints.time.DurationMin;

/** {@code app.backup} (README, "Backups"; ADR 0021). */
@ConfigMapping(prefix = "app.backup")
@EncryptedWhenScheduled(groups = Production.class)
public interface BackupConfig {

    @NotBlank
    String pgDump();

    /** Armored OpenPGP public keys, inline or as comma-separated file paths. */
    Optional<String> publicKeys();

    Optional<@Secret(variable = "BACKUP_PASSPHRASE", required = false, groups = Production.class) String> passphrase();

    /** A Quartz cron expression; "off" (or "disabled") for none. Read by the scheduler as {@code ${app.backup.schedule}}. */
    @NotBlank
    String schedule();

    ZoneId scheduleZone();

    @DurationMin(seconds = 1)
    Duration retention();

    @NotBlank
    String dir();

    S3 s3();

    /** Whether backups run in-process on {@link #schedule()}. */
    default boolean scheduled() {
        String schedule = schedule().strip().toLowerCase(Locale.ROOT);
        return !schedule.isEmpty() && !schedule.equals("off") && !schedule.equals("disabled");
    }

    interface S3 {

        /** Without it, backups go to {@link BackupConfig#dir()}. */
        Optional<String> bucket();

        Optional<URI> endpoint();

        @NotBlank
        String region();

        Optional<String> prefix();

        Optional<String> accessKeyId();

        Optional<String> secretAccessKey();

        boolean pathStyle();

        @Min(S3Settings.MIN_PART)
        int partSize();
    }
}
