package app.assessment.bootstrap.metrics;

import app.assessment.application.port.in.backup.ListBackupsUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.domain.backup.Backup;
import app.assessment.domain.backup.BackupStatus;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * {@code assessment_backup_age_seconds}: how old the newest successful backup is, {@code NaN}
 * while there is none. Backups may be made by any instance, so the time comes from the database,
 * read at most once a minute per instance (a scrape every few seconds costs no query), and read
 * again at once after this instance made one.
 */
@Startup
@ApplicationScoped
public class BackupAge {

    static final String NAME = "assessment.backup.age";
    private static final long REREAD_NANOS = Duration.ofMinutes(1).toNanos();

    private final ListBackupsUseCase backups;
    private final Clock clock;
    private final AtomicReference<Read> last = new AtomicReference<>();

    public BackupAge(ListBackupsUseCase backups, Clock clock, MeterRegistry registry) {
        this.backups = backups;
        this.clock = clock;
        Gauge.builder(NAME, this, BackupAge::seconds).description("Age of the newest successful backup; NaN while there is none")
                .baseUnit("seconds").strongReference(true).register(registry);
    }

    @ActivateRequestContext
    double seconds() {
        Read read = last.get();
        if (read == null || System.nanoTime() - read.atNanos() > REREAD_NANOS) {
            read = new Read(newestSuccess(), System.nanoTime());
            last.set(read);
        }
        return read.finishedAt().map(at -> Duration.between(at, clock.now()).toMillis() / 1000.0).orElse(Double.NaN);
    }

    void forget() {
        last.set(null);
    }

    private Optional<Instant> newestSuccess() {
        return backups.list().stream().filter(b -> b.status() == BackupStatus.SUCCEEDED).map(Backup::finishedAt).findFirst();
    }

    private record Read(Optional<Instant> finishedAt, long atNanos) {
    }
}
