package app.assessment.domain.backup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class BackupRetentionTest {

    private static final Instant NOW = Instant.parse("2026-11-23T03:00:00Z");
    private final BackupRetention retention = new BackupRetention(Duration.ofDays(30));

    @Test
    void expired_olderThanWindow_onlyThoseAreReturned_oldestFirst() {
        Backup day40 = stored("b40", NOW.minus(Duration.ofDays(40)));
        Backup day31 = stored("b31", NOW.minus(Duration.ofDays(31)));
        Backup edge = stored("b30", NOW.minus(Duration.ofDays(30)));
        Backup fresh = stored("b1", NOW.minus(Duration.ofDays(1)));

        assertThat(retention.expired(List.of(fresh, day31, edge, day40), NOW)).extracting(Backup::id).containsExactly("b40", "b31");
    }

    @Test
    void expired_newestSuccessfulIsOld_itIsKept() {
        Backup older = stored("old", NOW.minus(Duration.ofDays(90)));
        Backup newest = stored("newest", NOW.minus(Duration.ofDays(60)));
        Backup failedLater = Backup.started("failed", NOW.minus(Duration.ofDays(1)), "db", "18").failed(NOW, "pg_dump missing");

        assertThat(retention.expired(List.of(older, newest, failedLater), NOW)).extracting(Backup::id).containsExactly("old");
    }

    @Test
    void expired_failedRunningAndDeletedRecords_areNeverCandidates() {
        Backup failed = Backup.started("f", NOW.minus(Duration.ofDays(50)), "db", "18").failed(NOW, "x");
        Backup running = Backup.started("r", NOW.minus(Duration.ofDays(50)), "db", "18");
        Backup deleted = stored("d", NOW.minus(Duration.ofDays(50))).deleted(NOW);
        Backup newest = stored("n", NOW);

        assertThat(retention.expired(List.of(failed, running, deleted, newest), NOW)).isEmpty();
    }

    @Test
    void retention_zeroOrNegative_isRefused() {
        assertThatThrownBy(() -> new BackupRetention(Duration.ZERO)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void deleted_notStored_isRefused() {
        assertThatThrownBy(() -> Backup.started("r", NOW, "db", "18").deleted(NOW)).isInstanceOf(IllegalStateException.class);
    }

    private static Backup stored(String id, Instant at) {
        return Backup.started(id, at, "db", "18").succeeded(at.plusSeconds(5), 100, "ab", "file:///b/" + id);
    }
}
