package app.assessment.application.service.notification;

import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryNotificationPreferences;
import app.assessment.application.fakes.RecordingOutbox;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.notification.NotificationPreferences;
import app.assessment.domain.notification.NotificationType;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The reminders' send times are the domain's (ReminderSchedule with the organization's leads), handed to the outbox as they are. */
class ReminderTimesTest {

    private static final Instant OPENS = T0.plus(Duration.ofDays(3));
    private static final Instant CLOSES = T0.plus(Duration.ofDays(6));

    private final RecordingOutbox outbox = new RecordingOutbox();
    private final InMemoryNotificationPreferences preferences = new InMemoryNotificationPreferences();
    private final NotificationEnqueuer enqueuer = Samples.notifications(outbox, preferences, new SequentialIds(), new FixedClock(T0));

    @Test
    void anOrganizationWithItsOwnLeads_isRemindedAtThem() {
        preferences.stored.put(Samples.ORG, new NotificationPreferences(Set.of(), Duration.ofHours(2), Duration.ofDays(2), "en",
                ZoneId.of("America/Sao_Paulo"), null, null));

        enqueuer.assignmentCreated(assignment());

        assertThat(outbox.enqueued).filteredOn(n -> n.type() == NotificationType.ASSIGNMENT_REMINDER)
                .extracting(NewNotification::scheduledFor).containsExactly(OPENS.minus(Duration.ofHours(2)), CLOSES.minus(Duration.ofDays(2)));
    }

    @Test
    void anOrganizationWithoutSettings_isRemindedTheConfiguredLeadBefore() {
        enqueuer.assignmentReactivated(assignment());

        assertThat(outbox.enqueued).extracting(NewNotification::scheduledFor)
                .containsExactly(OPENS.minus(Duration.ofHours(24)), CLOSES.minus(Duration.ofHours(24)));
    }

    private static Assignment assignment() {
        return Assignment.assign("c000000000000000000000001", Samples.ORG, "c000000000000000000000003",
                new StudentParticipant("c000000000000000000000004"), "c000000000000000000000005", "token", OPENS, CLOSES, T0);
    }
}
