package app.assessment.domain.notification;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The variables each type's template may name, and the only data it is given: an edited
 * template naming anything else is refused, and rendering passes these values and no others.
 */
public final class TemplateVariables {

    private static final List<String> ASSIGNMENT = List.of("recipientName", "participantName", "formTitle", "testLink",
            "scheduledAt", "expiresAt", "paymentLink", "amount", "pixCode");

    private static final Map<NotificationType, List<String>> BY_TYPE = new EnumMap<>(NotificationType.class);

    static {
        BY_TYPE.put(NotificationType.ASSIGNMENT_CREATED, ASSIGNMENT);
        BY_TYPE.put(NotificationType.ASSIGNMENT_REMINDER, plus("about"));
        BY_TYPE.put(NotificationType.ASSIGNMENT_CANCELLED, plus("reason"));
        BY_TYPE.put(NotificationType.PAYMENT_REQUESTED, ASSIGNMENT);
        BY_TYPE.put(NotificationType.PAYMENT_CONFIRMED, ASSIGNMENT);
        BY_TYPE.put(NotificationType.PAYMENT_REFUND_DUE, ASSIGNMENT);
        BY_TYPE.put(NotificationType.SUBMISSION_RECEIVED, plus("score", "percentage", "label"));
        BY_TYPE.put(NotificationType.SUBMISSION_GRADED, plus("score", "percentage", "label"));
        BY_TYPE.put(NotificationType.SECOND_FACTOR_CODE, List.of("recipientName", "code", "validMinutes"));
        BY_TYPE.put(NotificationType.PASSWORD_RESET, List.of("recipientName", "link", "validMinutes"));
        BY_TYPE.put(NotificationType.ANNOUNCEMENT, List.of("recipientName", "title", "body"));
        BY_TYPE.put(NotificationType.WEBHOOK_ENDPOINT_DISABLED, List.of("recipientName", "url", "reason"));
    }

    private static final List<String> ALL = java.util.Arrays.stream(NotificationType.values())
            .flatMap(type -> of(type).stream()).distinct().toList();

    private TemplateVariables() {
    }

    public static List<String> of(NotificationType type) {
        return BY_TYPE.getOrDefault(type, List.of("recipientName"));
    }

    /**
     * Every variable of every type, each once: what a caller fills (absent ones empty) before it
     * renders. Derived from the lists above, so a variable added to a type is in it too.
     */
    public static List<String> all() {
        return ALL;
    }

    private static List<String> plus(String... more) {
        return java.util.stream.Stream.concat(ASSIGNMENT.stream(), java.util.Arrays.stream(more)).toList();
    }
}
