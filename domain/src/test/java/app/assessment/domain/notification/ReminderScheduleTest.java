package app.assessment.domain.notification;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.StudentParticipant;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class ReminderScheduleTest {

    private static final Instant NOW = Instant.parse("2026-11-21T10:00:00Z");
    private static final Duration LEAD = Duration.ofHours(24);
    private static final NotificationPreferences SAME_LEADS = preferences(LEAD, LEAD);

    private static NotificationPreferences preferences(Duration beforeStart, Duration beforeExpiry) {
        return new NotificationPreferences(java.util.Set.of(), beforeStart, beforeExpiry, "pt-BR",
                java.time.ZoneId.of("America/Sao_Paulo"), null, null);
    }

    private static Assignment assignment(Instant scheduledAt, Instant expiresAt) {
        return Assignment.assign("c000000000000000000000001", "c000000000000000000000002", "c000000000000000000000003",
                new StudentParticipant("c000000000000000000000004"), "c000000000000000000000005", "token", scheduledAt, expiresAt, NOW);
    }

    @Test
    void aWindow_isRemindedOfTheLeadBeforeItOpensAndBeforeItCloses() {
        Instant opens = NOW.plus(Duration.ofDays(3));
        Instant closes = NOW.plus(Duration.ofDays(5));
        assertThat(ReminderSchedule.of(assignment(opens, closes), SAME_LEADS, NOW)).containsExactly(
                new ReminderSchedule.Reminder(opens.minus(LEAD), "opens", opens),
                new ReminderSchedule.Reminder(closes.minus(LEAD), "closes", closes));
    }

    @Test
    void eachEndOfTheWindow_takesTheOrganizationsOwnLead() {
        Instant opens = NOW.plus(Duration.ofDays(3));
        Instant closes = NOW.plus(Duration.ofDays(5));
        assertThat(ReminderSchedule.of(assignment(opens, closes), preferences(Duration.ofHours(2), Duration.ofDays(2)), NOW))
                .containsExactly(new ReminderSchedule.Reminder(opens.minus(Duration.ofHours(2)), "opens", opens),
                        new ReminderSchedule.Reminder(closes.minus(Duration.ofDays(2)), "closes", closes));
    }

    @Test
    void aMomentAlreadyPast_orNoWindow_getsNoReminder() {
        assertThat(ReminderSchedule.of(assignment(NOW.plus(Duration.ofHours(2)), null), SAME_LEADS, NOW)).isEmpty();
        assertThat(ReminderSchedule.of(assignment(null, null), SAME_LEADS, NOW)).isEmpty();
    }

    @Test
    void aReminder_isNoLongerDue_whenTheAssignmentIsCancelledOrMoved() {
        Instant opens = NOW.plus(Duration.ofDays(3));
        Assignment active = assignment(opens, null);
        assertThat(ReminderSchedule.stillDue(active, "opens", opens, NOW)).isTrue();
        assertThat(ReminderSchedule.stillDue(active.cancel("turma remarcada", NOW), "opens", opens, NOW)).isFalse();
        assertThat(ReminderSchedule.stillDue(active, "opens", opens.plusSeconds(60), NOW)).as("moved").isFalse();
        assertThat(ReminderSchedule.stillDue(active, "opens", opens, opens)).as("already open").isFalse();
    }
}
