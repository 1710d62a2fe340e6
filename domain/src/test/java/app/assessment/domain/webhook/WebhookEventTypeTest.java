package app.assessment.domain.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class WebhookEventTypeTest {

    @Test
    void theSubscribableTypes_areTheSixOfTheIssue_onTheWire() {
        assertThat(Arrays.stream(WebhookEventType.values()).filter(WebhookEventType::subscribable).map(WebhookEventType::wireValue))
                .containsExactlyInAnyOrder("submission.completed", "submission.graded", "assignment.created",
                        "assignment.cancelled", "payment.paid", "payment.cancelled");
    }

    @Test
    void theTestEvent_isSentOnRequestOnly_neverSubscribed() {
        assertThat(WebhookEventType.subscribable("webhook.test")).isEmpty();
        assertThat(WebhookEventType.fromWire("webhook.test")).isEqualTo(WebhookEventType.TEST);
        assertThat(WebhookEventType.subscribable("payment.paid")).contains(WebhookEventType.PAYMENT_PAID);
    }

    @Test
    void unknownNames_areRefused() {
        assertThat(WebhookEventType.subscribable("Payment.Paid")).isEmpty();
        assertThat(WebhookEventType.subscribable("submission.*")).isEmpty();
        assertThatThrownBy(() -> WebhookEventType.fromWire("user.deleted")).isInstanceOf(IllegalArgumentException.class);
    }
}
