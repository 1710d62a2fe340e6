package app.assessment.adapters.rest.notification;

import app.assessment.application.port.in.notification.NotificationSettingsUseCases;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationPreferences;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The notification settings document of {@code GET|PUT /api/admin/settings}. {@code channels}
 * maps each channel ({@code email}, {@code in_app}) to the types that may be turned off on it
 * and whether each is on.
 */
final class SettingsBodies {

    private SettingsBodies() {
    }

    record Settings(String organizationId, Map<String, Map<String, Boolean>> channels, String reminderLeadBeforeStart,
                    String reminderLeadBeforeExpiry, String locale, String timeZone, String senderName, String replyTo,
                    boolean customized) {

        static Settings from(NotificationSettingsUseCases.Settings settings) {
            NotificationPreferences p = settings.preferences();
            Map<String, Map<String, Boolean>> channels = new LinkedHashMap<>();
            for (NotificationChannel channel : NotificationChannel.values()) {
                Map<String, Boolean> types = new LinkedHashMap<>();
                NotificationPreferences.SWITCHABLE.get(channel).forEach(type -> types.put(type.name(), p.isOn(type, channel)));
                channels.put(channel.wireValue(), types);
            }
            return new Settings(settings.organizationId(), channels, p.leadBeforeStart().toString(),
                    p.leadBeforeExpiry().toString(), p.locale(), p.timeZone().getId(), p.senderName(), p.replyTo(),
                    settings.stored());
        }
    }

    /** The whole document; a switchable type left out of {@code channels} is on. */
    record Put(Map<String, Map<String, Boolean>> channels, String reminderLeadBeforeStart, String reminderLeadBeforeExpiry,
               String locale, String timeZone, String senderName, String replyTo) {

        NotificationPreferences toPreferences() {
            return new NotificationPreferences(turnedOff(), duration("reminderLeadBeforeStart", reminderLeadBeforeStart),
                    duration("reminderLeadBeforeExpiry", reminderLeadBeforeExpiry), locale, NotificationPreferences.zone(timeZone),
                    senderName, replyTo);
        }

        private Set<String> turnedOff() {
            Set<String> off = new TreeSet<>();
            for (Map.Entry<String, Map<String, Boolean>> channel : Check.required("channels", channels).entrySet()) {
                NotificationChannel which;
                try {
                    which = NotificationChannel.fromWire(channel.getKey());
                } catch (IllegalArgumentException e) {
                    throw DomainException.invalid("channels." + channel.getKey(), "must be email or in_app");
                }
                List<NotificationType> switchable = NotificationPreferences.SWITCHABLE.get(which);
                for (Map.Entry<String, Boolean> type : Check.required("channels." + channel.getKey(), channel.getValue()).entrySet()) {
                    String field = "channels." + channel.getKey() + "." + type.getKey();
                    NotificationType known = switchable.stream().filter(t -> t.name().equals(type.getKey())).findFirst()
                            .orElseThrow(() -> DomainException.invalid(field, "not a type sent on this channel"));
                    if (!Check.required(field, type.getValue())) {
                        off.add(NotificationPreferences.pair(which, known));
                    }
                }
            }
            return off;
        }

        private static Duration duration(String field, String value) {
            try {
                return Duration.parse(Check.required(field, value));
            } catch (DateTimeParseException e) {
                throw DomainException.invalid(field, "must be an ISO 8601 duration such as PT24H");
            }
        }
    }
}
