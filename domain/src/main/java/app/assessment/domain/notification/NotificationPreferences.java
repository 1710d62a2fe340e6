package app.assessment.domain.notification;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.time.Duration;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * An organization's notification settings (the Administration tab): which types are turned off
 * on which channel, the reminders' lead times, the locale and time zone of its mails, and the
 * name and reply-to address its mails carry.
 *
 * @param turnedOff pairs {@code channel:TYPE} (e.g. {@code email:ASSIGNMENT_CREATED}) that are
 *     not delivered; everything else is on, so a type added later starts on
 * @param senderName the From display name; null: the bare {@code MAIL_FROM} address
 * @param replyTo null: no Reply-To header
 */
public record NotificationPreferences(Set<String> turnedOff, Duration leadBeforeStart, Duration leadBeforeExpiry, String locale,
                                      ZoneId timeZone, String senderName, String replyTo) {

    public static final List<String> LOCALES = List.of("pt-BR", "en");
    public static final Duration LEAD_MIN = Duration.ofMinutes(5);
    public static final Duration LEAD_MAX = Duration.ofDays(30);
    public static final int SENDER_NAME_MAX = 100;
    static final String ADDRESS_SPECIALS = "\"(),:;<>@[\\]";

    /**
     * The types an organization may turn off, per channel: those the outbox delivers on that
     * channel. Sign-in codes and reset links are not among them (a user would be locked out), nor
     * announcements (a super administrator chose their channels when sending them).
     */
    public static final Map<NotificationChannel, List<NotificationType>> SWITCHABLE = switchable();

    public NotificationPreferences {
        turnedOff = Set.copyOf(new TreeSet<>(turnedOff));
        for (String pair : turnedOff) {
            String[] parts = pair.split(":", 2);
            NotificationChannel channel = NotificationChannel.fromWire(parts[0]);
            if (!SWITCHABLE.get(channel).contains(NotificationType.valueOf(parts[1]))) {
                throw DomainException.invalid("channels." + parts[0] + "." + parts[1], "cannot be turned off");
            }
        }
        leadBeforeStart = lead("reminderLeadBeforeStart", leadBeforeStart);
        leadBeforeExpiry = lead("reminderLeadBeforeExpiry", leadBeforeExpiry);
        if (!LOCALES.contains(Check.required("locale", locale))) {
            throw DomainException.invalid("locale", "must be one of " + String.join(", ", LOCALES));
        }
        Check.required("timeZone", timeZone);
        senderName = blankToNull(Check.optionalText("senderName", senderName, SENDER_NAME_MAX));
        if (senderName != null && senderName.chars().anyMatch(c -> Character.isISOControl(c) || ADDRESS_SPECIALS.indexOf(c) >= 0)) {
            // It becomes the From header's display name, written as it is when plain ASCII: line breaks would inject
            // headers, and these characters would be read as part of an address list.
            throw DomainException.invalid("senderName", "must not contain line breaks or any of " + ADDRESS_SPECIALS);
        }
        replyTo = Check.optionalEmail("replyTo", blankToNull(replyTo));
    }

    public static String pair(NotificationChannel channel, NotificationType type) {
        return channel.wireValue() + ":" + type.name();
    }

    public boolean isOn(NotificationType type, NotificationChannel channel) {
        return !turnedOff.contains(pair(channel, type));
    }

    /** The reminder's lead for one end of the window ({@code opens} or {@code closes}, as in {@link ReminderSchedule}). */
    public Duration leadFor(String about) {
        return "opens".equals(about) ? leadBeforeStart : leadBeforeExpiry;
    }

    /** An IANA region id (e.g. {@code America/Sao_Paulo}); fixed offsets are refused, they ignore daylight saving. */
    public static ZoneId zone(String id) {
        if (Check.required("timeZone", id).isBlank() || !ZoneId.getAvailableZoneIds().contains(id)) {
            throw DomainException.invalid("timeZone", "must be an IANA time zone id such as America/Sao_Paulo");
        }
        return ZoneId.of(id);
    }

    private static Duration lead(String field, Duration lead) {
        Check.required(field, lead);
        if (lead.compareTo(LEAD_MIN) < 0 || lead.compareTo(LEAD_MAX) > 0) {
            throw DomainException.invalid(field, "must be between PT5M and P30D");
        }
        return lead;
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }

    private static Map<NotificationChannel, List<NotificationType>> switchable() {
        Map<NotificationChannel, List<NotificationType>> switchable = new LinkedHashMap<>();
        switchable.put(NotificationChannel.EMAIL, List.of(NotificationType.ASSIGNMENT_CREATED, NotificationType.ASSIGNMENT_REMINDER,
                NotificationType.ASSIGNMENT_CANCELLED, NotificationType.PAYMENT_REQUESTED, NotificationType.PAYMENT_CONFIRMED,
                NotificationType.SUBMISSION_RECEIVED, NotificationType.SUBMISSION_GRADED));
        switchable.put(NotificationChannel.IN_APP, List.of(NotificationType.PAYMENT_CONFIRMED, NotificationType.SUBMISSION_RECEIVED));
        return Map.copyOf(switchable);
    }
}
