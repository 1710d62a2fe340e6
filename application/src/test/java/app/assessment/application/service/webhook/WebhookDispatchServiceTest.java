package app.assessment.application.service.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.RecordingWebhookOutbox;
import app.assessment.application.port.out.webhook.WebhookOutbox.Claimed;
import app.assessment.application.port.out.webhook.WebhookOutbox.Outcome;
import app.assessment.application.port.out.webhook.WebhookSettings;
import app.assessment.application.port.out.webhook.WebhookTransport;
import app.assessment.domain.webhook.EndpointHealth;
import app.assessment.domain.webhook.WebhookRetrySchedule;
import app.assessment.domain.webhook.WebhookSecret;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class WebhookDispatchServiceTest {

    private static final Instant T0 = Instant.parse("2026-11-28T12:00:00Z");
    private static final WebhookSecret CURRENT = WebhookSecret.of(new byte[32]);
    private static final WebhookSecret PREVIOUS = WebhookSecret.of(filled((byte) 7));

    private final FixedClock clock = new FixedClock(T0);
    private final RecordingWebhookOutbox outbox = new RecordingWebhookOutbox();
    private final ScriptedTransport transport = new ScriptedTransport();
    private final WebhookDispatchService dispatcher = new WebhookDispatchService(outbox, transport,
            new WebhookSettings(10, Duration.ofMinutes(1), 100, 4, 2, Duration.ofHours(24)), clock, () -> 0.5,
            (outcomes, now) -> outbox.record(outcomes, now, EndpointHealth.DISABLE_AFTER).size());

    @Test
    void aDelivery_carriesTheStandardHeaders_signedOverIdTimestampAndBody() {
        transport.answers.add(new WebhookTransport.Response(204, 12, null));
        outbox.queue(claimed(1, List.of(CURRENT)));

        var report = dispatcher.dispatch();

        assertThat(report.delivered()).isEqualTo(1);
        Map<String, String> headers = transport.sent.get(0);
        assertThat(headers).containsEntry("webhook-id", "msg_1").containsEntry("webhook-timestamp",
                Long.toString(T0.getEpochSecond()));
        assertThat(headers.get("webhook-signature"))
                .isEqualTo("v1," + WebhookSignature.sign(CURRENT, "msg_1", T0.getEpochSecond(), "{\"type\":\"x\"}"));
        assertThat(outbox.outcomes).singleElement().satisfies(o -> {
            assertThat(o.succeeded()).isTrue();
            assertThat(o.responseStatus()).isEqualTo(204);
        });
    }

    @Test
    void duringARotation_bothSecretsSign() {
        transport.answers.add(new WebhookTransport.Response(200, 5, null));
        outbox.queue(claimed(1, List.of(CURRENT, PREVIOUS)));

        dispatcher.dispatch();

        assertThat(transport.sent.get(0).get("webhook-signature").split(" ")).hasSize(2).allMatch(s -> s.startsWith("v1,"));
    }

    @Test
    void aRedirect_aServerErrorAndATimeout_areRetriedOnTheSchedule() {
        transport.answers.add(new WebhookTransport.Response(302, 5, null));
        transport.answers.add(new WebhookTransport.Response(500, 5, null));
        transport.answers.add(new WebhookTransport.Response(null, 10_000, "timed out after 10 s"));
        for (int i = 1; i <= 3; i++) {
            outbox.queue(new Claimed("whd_" + i, "msg_" + i, "ep1", "https://hooks.example/in", "{}", 1, List.of(CURRENT)));
        }

        var report = dispatcher.dispatch();

        assertThat(report.retried()).isEqualTo(3);
        Optional<Instant> expected = WebhookRetrySchedule.nextAttempt(1, T0, 0.5);
        assertThat(outbox.outcomes).extracting(Outcome::nextAttemptAt).containsOnly(expected.orElseThrow());
        assertThat(outbox.outcomes).extracting(Outcome::error).contains("HTTP 302", "HTTP 500", "timed out after 10 s");
    }

    @Test
    void theLastScheduledAttempt_failsForGood() {
        transport.answers.add(new WebhookTransport.Response(503, 5, null));
        outbox.queue(claimed(WebhookRetrySchedule.MAX_ATTEMPTS, List.of(CURRENT)));

        var report = dispatcher.dispatch();

        assertThat(report.failed()).isEqualTo(1);
        assertThat(outbox.outcomes.get(0).nextAttemptAt()).isNull();
    }

    private static Claimed claimed(int attempts, List<WebhookSecret> secrets) {
        return new Claimed("whd_" + attempts, "msg_" + attempts, "ep1", "https://hooks.example/in", "{\"type\":\"x\"}", attempts,
                secrets);
    }

    private static byte[] filled(byte value) {
        byte[] bytes = new byte[32];
        java.util.Arrays.fill(bytes, value);
        return bytes;
    }

    private static final class ScriptedTransport implements WebhookTransport {
        final List<Response> answers = new ArrayList<>();
        final List<Map<String, String>> sent = new ArrayList<>();

        @Override
        public Optional<String> refuse(String url) {
            return Optional.empty();
        }

        @Override
        public synchronized Response post(String url, Map<String, String> headers, String body) {
            sent.add(headers);
            return answers.remove(0);
        }
    }
}
