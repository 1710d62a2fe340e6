package app.assessment.domain.backup;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * Which stored backups have outlived the retention window. The newest successful backup is
 * always kept, however old, so that a long outage of the schedule never leaves nothing to
 * restore; a backup exactly at the window's edge is kept.
 */
public final class BackupRetention {

    private final Duration window;

    public BackupRetention(Duration window) {
        Objects.requireNonNull(window, "window");
        if (window.isNegative() || window.isZero()) {
            throw new IllegalArgumentException("The backup retention must be positive, was " + window);
        }
        this.window = window;
    }

    public List<Backup> expired(List<Backup> backups, Instant now) {
        Instant cutoff = now.minus(window);
        List<Backup> stored = backups.stream().filter(b -> b.status() == BackupStatus.SUCCEEDED).toList();
        Backup newest = stored.stream().max(Comparator.comparing(Backup::startedAt)).orElse(null);
        return stored.stream()
                .filter(b -> b != newest && b.startedAt().isBefore(cutoff))
                .sorted(Comparator.comparing(Backup::startedAt))
                .toList();
    }
}
