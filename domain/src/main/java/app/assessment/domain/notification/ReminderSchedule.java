package app.assessment.domain.notification;

import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * When an active assignment's participant is reminded: the organization's lead before the window
 * opens ({@code scheduledAt}) and its lead before it closes ({@code expiresAt}). A moment already
 * past gets no reminder; neither does a closed assignment. The outbox stores the times given here
 * and only re-checks that they are still ahead (docs/adr/0031).
 */
public final class ReminderSchedule {

    private ReminderSchedule() {
    }

    /** One reminder: when it is sent, and which end of the window it is about. */
    public record Reminder(Instant sendAt, String about, Instant windowEdge) {
    }

    public static List<Reminder> of(Assignment assignment, NotificationPreferences organization, Instant now) {
        List<Reminder> reminders = new ArrayList<>();
        if (assignment.status() != AssignmentStatus.ACTIVE) {
            return reminders;
        }
        add(reminders, "opens", assignment.scheduledAt(), organization.leadFor("opens"), now);
        add(reminders, "closes", assignment.expiresAt(), organization.leadFor("closes"), now);
        return reminders;
    }

    /** Whether a reminder about {@code windowEdge} still fits the assignment as it is now. */
    public static boolean stillDue(Assignment assignment, String about, Instant windowEdge, Instant now) {
        Instant edge = "opens".equals(about) ? assignment.scheduledAt() : assignment.expiresAt();
        return assignment.status() == AssignmentStatus.ACTIVE && edge != null && edge.equals(windowEdge) && now.isBefore(edge);
    }

    private static void add(List<Reminder> reminders, String about, Instant edge, Duration lead, Instant now) {
        if (edge == null) {
            return;
        }
        Instant sendAt = edge.minus(lead);
        if (sendAt.isAfter(now)) {
            reminders.add(new Reminder(sendAt, about, edge));
        }
    }
}
