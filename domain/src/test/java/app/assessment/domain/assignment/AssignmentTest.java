package app.assessment.domain.assignment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.DomainException.Kind;
import java.time.Instant;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

class AssignmentTest {

    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00Z");
    private static final Instant OPENS = NOW.plusSeconds(3600);
    private static final Instant CLOSES = NOW.plusSeconds(7200);
    private static final String REASON = "Student moved to another class";

    private static Assignment active() {
        return scheduled(null, null);
    }

    private static Assignment scheduled(Instant scheduledAt, Instant expiresAt) {
        return Assignment.assign("a1", "org1", "f1", new StudentParticipant("s1"), "t1", "tok-123",
                scheduledAt, expiresAt, NOW);
    }

    private static void assertError(ThrowingCallable call, Kind kind, String code) {
        assertThatThrownBy(call).isInstanceOfSatisfying(DomainException.class, e -> {
            assertThat(e.kind()).isEqualTo(kind);
            assertThat(e.code()).isEqualTo(code);
        });
    }

    @Test
    void assign_startsActiveWithoutCancellationOrCompletion() {
        Assignment a = active();

        assertThat(a.status()).isEqualTo(AssignmentStatus.ACTIVE);
        assertThat(a.createdAt()).isEqualTo(NOW);
        assertThat(a.cancelledAt()).isNull();
        assertThat(a.completedAt()).isNull();
    }

    @Test
    void assign_scheduledNotBeforeExpiry_invalid() {
        assertThatThrownBy(() -> scheduled(CLOSES, OPENS)).hasMessage("expiresAt: must be after scheduledAt");
        assertThatThrownBy(() -> scheduled(OPENS, OPENS)).hasMessage("expiresAt: must be after scheduledAt");
    }

    @Test
    void assign_alreadyExpired_invalid() {
        assertThatThrownBy(() -> scheduled(null, NOW)).hasMessage("expiresAt: must be in the future");
    }

    @Test
    void constructor_cancelledWithoutReason_invalid() {
        assertThatThrownBy(() -> new Assignment("a1", "org1", "f1", new StudentParticipant("s1"), "t1", "tok",
                AssignmentStatus.CANCELLED, null, null, NOW, null, null, NOW))
                .hasMessage("cancellationReason: is required when status is CANCELLED");
    }

    @Test
    void constructor_activeWithCompletedAt_invalid() {
        assertThatThrownBy(() -> new Assignment("a1", "org1", "f1", new StudentParticipant("s1"), "t1", "tok",
                AssignmentStatus.ACTIVE, null, null, null, null, NOW, NOW))
                .hasMessage("completedAt: must be empty when status is ACTIVE");
    }

    @Test
    void cancel_active_cancelledWithTrimmedReasonAndTime() {
        Assignment cancelled = active().cancel("  " + REASON + " ", NOW);

        assertThat(cancelled.status()).isEqualTo(AssignmentStatus.CANCELLED);
        assertThat(cancelled.cancellationReason()).isEqualTo(REASON);
        assertThat(cancelled.cancelledAt()).isEqualTo(NOW);
    }

    @Test
    void cancel_doesNotChangeTheOriginal() {
        Assignment original = active();

        original.cancel(REASON, NOW);

        assertThat(original.status()).isEqualTo(AssignmentStatus.ACTIVE);
    }

    @Test
    void cancel_reasonShorterThanTenAfterTrim_invalid() {
        assertThatThrownBy(() -> active().cancel("   too short   ", NOW))
                .hasMessage("reason: must have at least 10 characters");
        assertThatThrownBy(() -> active().cancel(null, NOW)).hasMessage("reason: is required");
        assertThat(active().cancel("0123456789", NOW).cancellationReason()).isEqualTo("0123456789");
    }

    @Test
    void cancel_shortReasonOnCompleted_invalidBeforeConflict() {
        Assignment completed = active().complete(NOW);

        assertError(() -> completed.cancel("short", NOW), Kind.INVALID, "VALIDATION_FAILED");
    }

    @Test
    void cancel_completed_conflictAssignmentCompleted() {
        Assignment completed = active().complete(NOW);

        assertError(() -> completed.cancel(REASON, NOW), Kind.CONFLICT, "ASSIGNMENT_COMPLETED");
    }

    @Test
    void cancel_cancelled_conflictAlreadyCancelled() {
        Assignment cancelled = active().cancel(REASON, NOW);

        assertError(() -> cancelled.cancel(REASON, NOW), Kind.CONFLICT, "ASSIGNMENT_ALREADY_CANCELLED");
    }

    @Test
    void reactivate_cancelled_activeWithCancellationCleared() {
        Assignment reactivated = scheduled(OPENS, CLOSES).cancel(REASON, NOW).reactivate();

        assertThat(reactivated.status()).isEqualTo(AssignmentStatus.ACTIVE);
        assertThat(reactivated.cancelledAt()).isNull();
        assertThat(reactivated.cancellationReason()).isNull();
        assertThat(reactivated.scheduledAt()).isEqualTo(OPENS);
        assertThat(reactivated.expiresAt()).isEqualTo(CLOSES);
    }

    @Test
    void reactivate_active_conflictNotCancelled() {
        assertError(() -> active().reactivate(), Kind.CONFLICT, "ASSIGNMENT_NOT_CANCELLED");
    }

    @Test
    void reactivate_completed_conflictAssignmentCompleted() {
        assertError(() -> active().complete(NOW).reactivate(), Kind.CONFLICT, "ASSIGNMENT_COMPLETED");
    }

    @Test
    void complete_open_completedAtGivenTime() {
        Assignment completed = active().complete(NOW);

        assertThat(completed.status()).isEqualTo(AssignmentStatus.COMPLETED);
        assertThat(completed.completedAt()).isEqualTo(NOW);
    }

    @Test
    void complete_twice_conflictCompleted() {
        assertError(() -> active().complete(NOW).complete(NOW), Kind.CONFLICT, "ASSIGNMENT_COMPLETED");
    }

    @Test
    void complete_cancelled_goneCancelled() {
        assertError(() -> active().cancel(REASON, NOW).complete(NOW), Kind.GONE, "ASSIGNMENT_CANCELLED");
    }

    @Test
    void complete_beforeWindow_conflictNotOpen() {
        assertError(() -> scheduled(OPENS, CLOSES).complete(NOW), Kind.CONFLICT, "ASSIGNMENT_NOT_OPEN");
    }

    @Test
    void complete_afterWindow_goneExpired() {
        assertError(() -> scheduled(OPENS, CLOSES).complete(CLOSES), Kind.GONE, "ASSIGNMENT_EXPIRED");
    }

    @Test
    void availabilityAt_windowIsHalfOpen() {
        Assignment a = scheduled(OPENS, CLOSES);

        assertThat(a.availabilityAt(OPENS.minusMillis(1))).isEqualTo(Availability.NOT_YET_OPEN);
        assertThat(a.availabilityAt(OPENS)).isEqualTo(Availability.OPEN);
        assertThat(a.availabilityAt(CLOSES.minusMillis(1))).isEqualTo(Availability.OPEN);
        assertThat(a.availabilityAt(CLOSES)).isEqualTo(Availability.EXPIRED);
    }

    @Test
    void availabilityAt_unscheduled_openForever() {
        assertThat(active().availabilityAt(NOW.plusSeconds(10_000_000))).isEqualTo(Availability.OPEN);
    }

    @Test
    void availabilityAt_statusWinsOverWindow() {
        Assignment cancelled = scheduled(OPENS, CLOSES).cancel(REASON, NOW);

        assertThat(cancelled.availabilityAt(NOW)).isEqualTo(Availability.CANCELLED);
        assertThat(cancelled.availabilityAt(CLOSES.plusSeconds(1))).isEqualTo(Availability.CANCELLED);
    }

    @Test
    void reactivate_expiredWindow_staysExpired() {
        Assignment a = scheduled(null, OPENS).cancel(REASON, NOW).reactivate();

        assertThat(a.availabilityAt(CLOSES)).isEqualTo(Availability.EXPIRED);
    }

    @Test
    void ensureOpenAt_open_doesNotThrow() {
        scheduled(OPENS, CLOSES).ensureOpenAt(OPENS);
    }

    @Test
    void status_fromWire_exactNames() {
        assertThat(AssignmentStatus.fromWire("CANCELLED")).isEqualTo(AssignmentStatus.CANCELLED);
        assertThatThrownBy(() -> AssignmentStatus.fromWire("cancelled"))
                .hasMessage("status: must be one of ACTIVE, CANCELLED, COMPLETED");
    }
}
