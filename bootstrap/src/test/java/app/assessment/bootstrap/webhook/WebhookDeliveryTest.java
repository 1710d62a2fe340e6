package app.assessment.bootstrap.webhook;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.application.port.in.webhook.DispatchWebhooksUseCase;
import app.assessment.application.service.webhook.WebhookEvents;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.bootstrap.testsupport.TestClock;
import app.assessment.domain.webhook.WebhookEventType;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Webhooks end to end: the causing request, the outbox, the dispatcher, a receiver that verifies as the specification says. */
@QuarkusTest
class WebhookDeliveryTest {

    private static final List<String> ALL = List.of("submission.completed", "submission.graded", "assignment.created",
            "assignment.cancelled", "payment.paid", "payment.cancelled");

    @Inject
    TestAccounts accounts;
    @Inject
    DispatchWebhooksUseCase dispatcher;
    @Inject
    WebhookEvents events;
    @Inject
    TestClock clock;

    private SignedInOrganization org;
    private Receiver receiver;

    @BeforeEach
    void setUp() throws IOException {
        org = SignedInOrganization.create(accounts);
        receiver = new Receiver();
    }

    @AfterEach
    void tearDown() {
        receiver.close();
        clock.reset();
    }

    @Test
    void everyEventArrivesOnceAfterAnOutage_signedAsTheSpecificationSays() {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        clock.freezeAt(now);
        JsonPath created = register(ALL);
        receiver.secret = created.getString("secret");
        assertThat(receiver.secret).startsWith("whsec_");
        receiver.refusing = true;

        Fixtures fx = new Fixtures(org.professor());
        JsonPath form = fx.form("Webhooks");
        int participants = 100;
        for (int i = 0; i < participants; i++) {
            String token = fx.assign(form.getString("id"), Map.of("studentId", fx.student("Aluno " + i))).getString("token");
            submit(form, token);
        }
        dispatcher.dispatch();
        assertThat(receiver.received).as("all refused").isNotEmpty();
        assertThat(receiver.deduplicated).isEmpty();

        receiver.refusing = false;
        for (int round = 0; round < 10 && receiver.deduplicated.size() < 2 * participants; round++) {
            clock.advance(Duration.ofMinutes(10));
            dispatcher.dispatch();
        }

        assertThat(receiver.deduplicated).hasSize(2 * participants);
        assertThat(receiver.received).allMatch(Receiver.Delivery::verified);
        assertThat(receiver.duplicates).hasValue(0);
        Set<String> types = new HashSet<>();
        receiver.deduplicated.values().forEach(body -> types.add(JsonPath.from(body).getString("type")));
        assertThat(types).containsExactlyInAnyOrder("assignment.created", "submission.completed");
        String body = receiver.deduplicated.values().iterator().next();
        assertThat(body).doesNotContain("cpf").doesNotContain("token").doesNotContain("password");

        Receiver.Delivery one = receiver.received.get(receiver.received.size() - 1);
        assertThat(Receiver.verify(receiver.secret, one.id(), one.timestamp(), one.body(), one.signature())).isTrue();
        String changed = one.body().substring(0, one.body().length() - 2) + (one.body().charAt(one.body().length() - 2) == '0' ? '1' : '0')
                + "}";
        assertThat(Receiver.verify(receiver.secret, one.id(), one.timestamp(), changed, one.signature())).as("one byte changed").isFalse();

        String id = created.getString("id");
        org.admin().request().get("/api/admin/webhooks/" + id + "/deliveries?limit=5").then().statusCode(200)
                .body("total", equalTo(2 * participants)).body("items[0].status", equalTo("succeeded"))
                .body("items[0].attempts", equalTo(2)).body("items[0].responseStatus", equalTo(204));
    }

    @Test
    void aRolledBackWrite_sendsNothing() {
        JsonPath created = register(ALL);
        receiver.secret = created.getString("secret");
        try {
            QuarkusTransaction.requiringNew().run(() -> {
                events.publish(org.organization().id(), WebhookEventType.ASSIGNMENT_CREATED, WebhookEvents.data("assignmentId", "x"));
                throw new IllegalStateException("the causing write failed");
            });
        } catch (IllegalStateException expected) {
            // rolled back
        }
        dispatcher.dispatch();
        assertThat(receiver.received).isEmpty();
        org.admin().request().get("/api/admin/webhooks/" + created.getString("id") + "/deliveries").then().statusCode(200)
                .body("total", equalTo(0));
    }

    // Several instances run the dispatcher at once (the schedule on each, plus the cron route): the
    // claim's FOR UPDATE SKIP LOCKED must hand each delivery to one of them only.
    @Test
    void dispatchersRunningAtOnce_deliverEachEventOnce() throws Exception {
        receiver.secret = register(ALL).getString("secret");
        int count = 60;
        QuarkusTransaction.requiringNew().run(() -> {
            for (int i = 0; i < count; i++) {
                events.publish(org.organization().id(), WebhookEventType.ASSIGNMENT_CREATED, WebhookEvents.data("assignmentId", "a" + i));
            }
        });
        int dispatchers = 4;
        CyclicBarrier start = new CyclicBarrier(dispatchers);
        ExecutorService pool = Executors.newFixedThreadPool(dispatchers);
        try {
            List<CompletableFuture<Void>> runs = new java.util.ArrayList<>();
            for (int d = 0; d < dispatchers; d++) {
                runs.add(CompletableFuture.runAsync(() -> {
                    try {
                        start.await();
                    } catch (Exception e) {
                        throw new IllegalStateException(e);
                    }
                    dispatcher.dispatch();
                }, pool));
            }
            CompletableFuture.allOf(runs.toArray(CompletableFuture[]::new)).get(2, java.util.concurrent.TimeUnit.MINUTES);
        } finally {
            pool.shutdownNow();
        }
        for (int round = 0; round < 5 && receiver.deduplicated.size() < count; round++) {
            dispatcher.dispatch();
        }

        assertThat(receiver.deduplicated).hasSize(count);
        assertThat(receiver.received).hasSize(count);
        assertThat(receiver.duplicates).hasValue(0);
    }

    @Test
    void rotation_signsWithBothSecretsForADay_thenWithTheNewOneOnly() {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        clock.freezeAt(now);
        JsonPath created = register(ALL);
        String id = created.getString("id");
        String old = created.getString("secret");
        String fresh = org.admin().request().post("/api/admin/webhooks/" + id + "/rotate-secret").then().statusCode(200)
                .extract().path("secret");
        assertThat(fresh).startsWith("whsec_").isNotEqualTo(old);

        receiver.secret = old;
        org.admin().request().post("/api/admin/webhooks/" + id + "/test").then().statusCode(202).body("eventType", equalTo("webhook.test"));
        dispatcher.dispatch();
        Receiver.Delivery during = receiver.received.get(0);
        assertThat(during.signature().split(" ")).hasSize(2);
        assertThat(Receiver.verify(old, during.id(), during.timestamp(), during.body(), during.signature())).isTrue();
        assertThat(Receiver.verify(fresh, during.id(), during.timestamp(), during.body(), during.signature())).isTrue();

        clock.advance(Duration.ofHours(24).plusSeconds(1));
        receiver.secret = fresh;
        org.admin().request().post("/api/admin/webhooks/" + id + "/test").then().statusCode(202);
        dispatcher.dispatch();
        Receiver.Delivery after = receiver.received.get(1);
        assertThat(after.signature().split(" ")).hasSize(1);
        assertThat(Receiver.verify(old, after.id(), after.timestamp(), after.body(), after.signature())).isFalse();
        assertThat(Receiver.verify(fresh, after.id(), after.timestamp(), after.body(), after.signature())).isTrue();
    }

    @Test
    void onlyAdministratorsOfTheOrganization_manageItsEndpoints() {
        String id = register(ALL).getString("id");
        org.professor().request().get("/api/admin/webhooks").then().statusCode(403);
        org.professor().request().contentType(ContentType.JSON).body(Map.of("url", receiver.url("/hook"), "events", ALL))
                .post("/api/admin/webhooks").then().statusCode(403);
        SignedInOrganization other = SignedInOrganization.create(accounts);
        other.admin().request().get("/api/admin/webhooks/" + id).then().statusCode(404);
        other.admin().request().contentType(ContentType.JSON).body(Map.of("url", receiver.url("/hook"), "events", ALL))
                .put("/api/admin/webhooks/" + id).then().statusCode(404);
        other.admin().request().post("/api/admin/webhooks/" + id + "/rotate-secret").then().statusCode(404);
        other.admin().request().get("/api/admin/webhooks/" + id + "/deliveries").then().statusCode(404);
        other.admin().request().delete("/api/admin/webhooks/" + id).then().statusCode(404);
        other.admin().request().get("/api/admin/webhooks").then().statusCode(200).body("total", equalTo(0));
        given().get("/api/admin/webhooks").then().statusCode(401);

        org.admin().request().get("/api/admin/webhooks").then().statusCode(200).body("total", equalTo(1))
                .body("items[0].secret", equalTo(null));
        org.admin().request().contentType(ContentType.JSON).body(Map.of("url", receiver.url("/hook"), "events",
                List.of("submission.graded"), "enabled", false)).put("/api/admin/webhooks/" + id).then().statusCode(200)
                .body("events", equalTo(List.of("submission.graded"))).body("enabled", equalTo(false));
        org.admin().request().delete("/api/admin/webhooks/" + id).then().statusCode(200);
        org.admin().request().get("/api/admin/webhooks/" + id).then().statusCode(404);
    }

    @Test
    void badInput_isA400NamingTheField() {
        org.admin().request().contentType(ContentType.JSON).body(Map.of("url", "ftp://x", "events", ALL))
                .post("/api/admin/webhooks").then().statusCode(400);
        org.admin().request().contentType(ContentType.JSON).body(Map.of("url", receiver.url("/hook"), "events", List.of("nope")))
                .post("/api/admin/webhooks").then().statusCode(400);
        org.admin().request().contentType(ContentType.JSON).body(Map.of("url", receiver.url("/hook"), "events", List.of()))
                .post("/api/admin/webhooks").then().statusCode(400);
        org.admin().request().contentType(ContentType.JSON).body("{}").post("/api/admin/webhooks").then().statusCode(400);
    }

    private JsonPath register(List<String> types) {
        return org.admin().request().contentType(ContentType.JSON)
                .body(Map.of("url", receiver.url("/hook"), "events", types, "description", "ATS"))
                .post("/api/admin/webhooks").then().statusCode(201).extract().jsonPath();
    }

    private static void submit(JsonPath form, String token) {
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of(
                        Map.of("questionId", form.getString("questions[0].id"), "optionId", form.getString("questions[0].options[0].id")),
                        Map.of("questionId", form.getString("questions[1].id"), "optionId", form.getString("questions[1].options[0].id")))))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201);
    }
}
