package app.assessment.bootstrap.webhook;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.application.port.in.webhook.DispatchWebhooksUseCase;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.StoredRows;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.bootstrap.testsupport.TestClock;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** An endpoint failing for 3 days is disabled once, audited, and every administrator of its organization told (issue 47). */
@QuarkusTest
class WebhookEndpointDisabledTest {

    @Inject
    TestAccounts accounts;
    @Inject
    DispatchWebhooksUseCase dispatcher;
    @Inject
    TestClock clock;
    @Inject
    StoredRows rows;

    private Receiver receiver;

    @BeforeEach
    void setUp() throws IOException {
        receiver = new Receiver();
    }

    @AfterEach
    void tearDown() {
        receiver.close();
        clock.reset();
    }

    @Test
    void failingForThreeDays_disablesTheEndpointOnce_andTellsEachAdministrator() {
        SignedInOrganization org = SignedInOrganization.create(accounts);
        SignedInOrganization other = SignedInOrganization.create(accounts);
        String secondAdmin = accounts.user(org.organization(), Role.ADMIN).id();
        clock.freezeAt(Instant.now().truncatedTo(ChronoUnit.SECONDS));
        String id = org.admin().request().contentType(ContentType.JSON)
                .body(Map.of("url", receiver.url("/hook?token=receiver-secret"), "events", List.of("submission.completed")))
                .post("/api/admin/webhooks").then().statusCode(201).extract().path("id");
        receiver.refusing = true;

        sendTestEvent(org, id);
        clock.advance(Duration.ofDays(3).minusMinutes(1));
        sendTestEvent(org, id);
        org.admin().request().get("/api/admin/webhooks/" + id).then().statusCode(200).body("enabled", equalTo(true));
        assertThat(rows.notificationsOfType(org.organization().id(), "WEBHOOK_ENDPOINT_DISABLED")).isEmpty();

        clock.advance(Duration.ofMinutes(2));
        sendTestEvent(org, id);
        org.admin().request().get("/api/admin/webhooks/" + id).then().statusCode(200).body("enabled", equalTo(false));

        // The organization's two administrators (the signed-in one and the second), each in the app and by e-mail.
        List<String> notices = rows.notificationsOfType(org.organization().id(), "WEBHOOK_ENDPOINT_DISABLED");
        assertThat(notices).hasSize(4).contains("email " + secondAdmin, "in_app " + secondAdmin);
        assertThat(notices.stream().map(n -> n.split(" ")[1]).distinct()).hasSize(2);
        assertThat(notices.stream().map(n -> n.split(" ")[0]).toList()).containsExactly("email", "email", "in_app", "in_app");
        assertThat(rows.notificationsOfType(other.organization().id(), "WEBHOOK_ENDPOINT_DISABLED")).isEmpty();
        assertThat(rows.auditActionsFor(id)).containsOnlyOnce("webhook.disable");
        assertThat(rows.auditChangesFor(id)).noneMatch(changes -> changes.contains("receiver-secret"));

        // Disabled, it is neither sent to nor announced again.
        int received = receiver.received.size();
        clock.advance(Duration.ofDays(1));
        dispatcher.dispatch();
        assertThat(receiver.received).hasSize(received);
        assertThat(rows.notificationsOfType(org.organization().id(), "WEBHOOK_ENDPOINT_DISABLED")).hasSize(4);
    }

    private void sendTestEvent(SignedInOrganization org, String id) {
        int before = receiver.received.size();
        org.admin().request().post("/api/admin/webhooks/" + id + "/test").then().statusCode(202);
        dispatcher.dispatch();
        assertThat(receiver.received).as("the refused attempt").hasSizeGreaterThan(before);
    }
}
