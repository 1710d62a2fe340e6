package app.assessment.application.port.in.notification;

import app.assessment.application.port.in.Caller;
import java.time.Instant;
import java.util.List;

/** Announcements, cancelling and re-queueing notifications (SUPER_ADMIN). */
public interface NotificationAdministrationUseCases {

    Announced announce(Caller caller, Announcement announcement);

    void cancel(Caller caller, String id);

    void retry(Caller caller, String id);

    /**
     * @param organizationId null: the caller's own
     * @param role null: every role
     * @param channels wire values, {@code email} and/or {@code in_app}
     * @param sendAt null or not in the future: at once
     */
    record Announcement(String title, String body, List<String> channels, String organizationId, String role, Instant sendAt) {
    }

    /** @param count rows written: recipients times channels */
    record Announced(String batchId, int count, int recipients, String status, Instant scheduledFor) {
    }
}
