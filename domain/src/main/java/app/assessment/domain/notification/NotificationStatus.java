package app.assessment.domain.notification;

import java.util.Locale;

/**
 * {@code scheduled}: waits for its time; {@code queued}: due, or waiting for a retry;
 * {@code sent}; {@code failed}: every retry used; {@code cancelled}: withdrawn before it left
 * (a reminder of a cancelled assignment); {@code skipped}: could not be sent at all (no address).
 */
public enum NotificationStatus {
    SCHEDULED,
    QUEUED,
    SENT,
    FAILED,
    CANCELLED,
    SKIPPED;

    public String wireValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static NotificationStatus fromWire(String value) {
        for (NotificationStatus status : values()) {
            if (status.wireValue().equals(value)) {
                return status;
            }
        }
        throw new IllegalArgumentException("unknown status " + value);
    }
}
