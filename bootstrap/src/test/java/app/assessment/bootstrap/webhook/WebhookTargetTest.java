package app.assessment.bootstrap.webhook;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.adapters.webhook.VertxWebhookTransport;
import app.assessment.application.port.out.webhook.WebhookTransport;
import app.assessment.domain.webhook.WebhookTargetRule;
import io.vertx.core.Vertx;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Server-side request forgery: the transport refuses internal targets at save and at connection, and follows no redirect. */
class WebhookTargetTest {

    private Vertx vertx;
    private Receiver receiver;

    @BeforeEach
    void setUp() throws IOException {
        vertx = Vertx.vertx();
        receiver = new Receiver();
    }

    @AfterEach
    void tearDown() {
        receiver.close();
        vertx.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"https://127.0.0.1/hook", "https://10.1.2.3/hook", "https://192.168.0.10/hook",
            "https://169.254.169.254/latest/meta-data", "https://[fd00:ec2::254]/", "https://[::1]/", "https://100.64.1.1/",
            "https://0.0.0.0/", "https://localhost/hook"})
    void internalTargets_areRefused_atSaveAndAtConnection(String url) {
        WebhookTransport transport = new VertxWebhookTransport(vertx, new WebhookTargetRule(true, false));
        assertThat(transport.refuse(url)).contains("resolves to an internal address");
        WebhookTransport.Response response = transport.post(url, Map.of(), "{}");
        assertThat(response.status()).isNull();
        assertThat(response.error()).startsWith("refused target");
    }

    @Test
    void aNameResolvingToLoopback_reachesNothing_evenWhenTheReceiverListens() {
        WebhookTransport transport = new VertxWebhookTransport(vertx, new WebhookTargetRule(false, false));
        WebhookTransport.Response response = transport.post("http://localhost:" + receiver.port() + "/hook", Map.of(), "{}");
        assertThat(response.error()).startsWith("refused target");
        assertThat(receiver.received).isEmpty();
    }

    @Test
    void plainHttp_isRefusedInProd_andAllowedWithPrivateTargets() {
        assertThat(new VertxWebhookTransport(vertx, new WebhookTargetRule(true, false)).refuse("http://hooks.example.com/x"))
                .contains("must use https");
        WebhookTransport open = new VertxWebhookTransport(vertx, new WebhookTargetRule(true, true));
        assertThat(open.refuse(receiver.url("/hook"))).isEmpty();
    }

    @Test
    void aRedirect_isAFailure_andIsNotFollowed() {
        WebhookTransport transport = new VertxWebhookTransport(vertx, new WebhookTargetRule(false, true));
        WebhookTransport.Response response = transport.post(receiver.url("/moved"), Map.of(), "{}");
        assertThat(response.status()).isEqualTo(302);
        assertThat(response.succeeded()).isFalse();
        assertThat(receiver.redirectTargetHits).hasValue(0);
    }
}
