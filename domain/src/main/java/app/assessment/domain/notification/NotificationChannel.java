package app.assessment.domain.notification;

import java.util.Locale;

public enum NotificationChannel {
    EMAIL,
    IN_APP;

    public String wireValue() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static NotificationChannel fromWire(String value) {
        for (NotificationChannel channel : values()) {
            if (channel.wireValue().equals(value)) {
                return channel;
            }
        }
        throw new IllegalArgumentException("unknown channel " + value);
    }
}
