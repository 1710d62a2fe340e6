package app.assessment.domain.notification;

import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * When an active assignment's participant is reminded: {@code lead} before the window opens
 * ({@code scheduledAt}) and {@code lead} before it closes ({@code expiresAt}). A moment already
 * past gets no reminder; neither does a closed assignment.
 */
public final class ReminderSchedule {

    private ReminderSchedule() {
    }

    /** One reminder: when it is sent, and which end of the window it is about. */
    public record Reminder(Instant sendAt, String about, Instant windowEdge) {
    }

    public static List<Reminder> of(Assignment assignment, Duration lead, Instant now) {
        List<Reminder> reminders = new ArrayList<>();
        if (assignment.status() != AssignmentStatus.ACTIVE || lead.isNegative()) {
            return reminders;
        }
        add(reminders, "opens", assignment.scheduledAt(), lead, now);
        add(reminders, "closes", assignment.expiresAt(), lead, now);
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
