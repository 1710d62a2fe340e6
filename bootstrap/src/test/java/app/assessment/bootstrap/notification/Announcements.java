package app.assessment.bootstrap.notification;

import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.notification.NotificationType;
import io.github.thibaultmeyer.cuid.CUID;
import java.time.Instant;
import java.util.Map;

/** Outbox rows of the simplest type, for tests of delivery itself. */
final class Announcements {

    /** Due at once, also for a test clock frozen a little earlier. */
    private static final Instant DUE = Instant.now().minus(java.time.Duration.ofDays(1));

    private Announcements() {
    }

    static NewNotification mail(String organizationId, String email, String title) {
        return new NewNotification(CUID.randomCUID1().toString(), organizationId, NotificationChannel.EMAIL,
                NotificationType.ANNOUNCEMENT, NotificationStatus.QUEUED, null, email, "Leitor", null,
                Map.of("title", title, "body", "Corpo de " + title), DUE, null, false);
    }

    static NewNotification inApp(String organizationId, String userId, String title) {
        return new NewNotification(CUID.randomCUID1().toString(), organizationId, NotificationChannel.IN_APP,
                NotificationType.ANNOUNCEMENT, NotificationStatus.QUEUED, userId, null, null, null,
                Map.of("title", title, "body", "Corpo de " + title), DUE, null, false);
    }
}
