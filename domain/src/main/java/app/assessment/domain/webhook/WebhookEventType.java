package app.assessment.domain.webhook;

import java.util.Arrays;
import java.util.Optional;

/** What an endpoint can subscribe to; {@link #TEST} is sent only on request, never subscribed. */
public enum WebhookEventType {
    SUBMISSION_COMPLETED("submission.completed"),
    SUBMISSION_GRADED("submission.graded"),
    ASSIGNMENT_CREATED("assignment.created"),
    ASSIGNMENT_CANCELLED("assignment.cancelled"),
    PAYMENT_PAID("payment.paid"),
    PAYMENT_CANCELLED("payment.cancelled"),
    TEST("webhook.test");

    private final String wireValue;

    WebhookEventType(String wireValue) {
        this.wireValue = wireValue;
    }

    public String wireValue() {
        return wireValue;
    }

    public boolean subscribable() {
        return this != TEST;
    }

    /** The subscribable type with this wire name, or empty. */
    public static Optional<WebhookEventType> subscribable(String wire) {
        return Arrays.stream(values()).filter(t -> t.subscribable() && t.wireValue.equals(wire)).findFirst();
    }

    public static WebhookEventType fromWire(String wire) {
        return Arrays.stream(values()).filter(t -> t.wireValue.equals(wire)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("Unknown webhook event type: " + wire));
    }
}
