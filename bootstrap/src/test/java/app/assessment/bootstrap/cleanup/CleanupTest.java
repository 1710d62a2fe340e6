package app.assessment.bootstrap.cleanup;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import app.assessment.application.port.out.ClusterLock;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.AuditWrites;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestClock;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(CleanupTest.RetentionProfile.class)
class CleanupTest {

    private static final String CLEANUP = "/api/cron/cleanup";
    private static final String SECRET = "Bearer dev-only-cron-secret-0123456789abcdef";

    /** Audit entries kept a year; batches of two, so every kind takes several. */
    public static class RetentionProfile implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("app.audit.retention", "P365D", "app.cleanup.batch-size", "2");
        }
    }

    @Inject
    TestAccounts accounts;

    @Inject
    AuditWrites audit;

    @Inject
    Rows rows;

    private final Instant now = Instant.now().truncatedTo(ChronoUnit.MILLIS);

    @Inject
    TestClock clock;

    @BeforeEach
    void fixClock() {
        clock.freezeAt(now);
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    @Test
    void rowsPastTheirTime_go_othersStay_andTheRunIsAudited() {
        Organization org = accounts.organization();
        User user = accounts.user(org, Role.ADMIN);
        Instant past = now.minus(Duration.ofHours(1));
        Instant future = now.plus(Duration.ofHours(1));
        List<String> goneSessions = List.of(rows.session(user, past), rows.session(user, past), rows.session(user, now.minusMillis(1)));
        String liveSession = rows.session(user, future);
        List<String> goneCodes = List.of(rows.code(user, past, null), rows.code(user, future, past));
        String liveCode = rows.code(user, future, null);
        List<String> goneTokens = List.of(rows.token(user, past, null), rows.token(user, future, past));
        String liveToken = rows.token(user, future, null);
        String oldEvent = rows.providerEvent(org, now.minus(Duration.ofDays(91)));
        String recentEvent = rows.providerEvent(org, now.minus(Duration.ofDays(89)));
        String oldMatchedEvent = rows.providerEvent(org, now.minus(Duration.ofDays(900)), "applied");
        String oldEntry = audit.write(Actor.system(org.id()), now.minus(Duration.ofDays(366)), "probe.old", "Probe", "old-" + UUID.randomUUID(), Map.of());
        List<String> goneNotifications = List.of("sent", "failed", "cancelled", "skipped").stream()
                .map(status -> rows.notification(org, status, now.minus(Duration.ofDays(366)))).toList();
        List<String> keptNotifications = List.of(rows.notification(org, "sent", now.minus(Duration.ofDays(364))),
                rows.notification(org, "scheduled", now.minus(Duration.ofDays(900))),
                rows.notification(org, "queued", now.minus(Duration.ofDays(900))));
        List<String> goneWebhookEvents = List.of(rows.webhookEvent(org, now.minus(Duration.ofDays(31)), "succeeded"),
                rows.webhookEvent(org, now.minus(Duration.ofDays(31)), "failed"));
        List<String> keptWebhookEvents = List.of(rows.webhookEvent(org, now.minus(Duration.ofDays(29)), "succeeded"),
                rows.webhookEvent(org, now.minus(Duration.ofDays(90)), "pending"));
        String keptEntry = audit.write(Actor.system(org.id()), now.minus(Duration.ofDays(364)), "probe.kept", "Probe", "kept-" + UUID.randomUUID(), Map.of());

        Browser admin = Browser.signedIn(user.email(), TestAccounts.PASSWORD);
        Fixtures fixtures = new Fixtures(admin);
        String formId = fixtures.form("Cleanup " + UUID.randomUUID()).getString("id");
        Supplier<String> assignment = () -> fixtures.assign(formId, Map.of("studentId", fixtures.student("Ana"))).getString("id");
        String completed = assignment.get();
        String expired = assignment.get();
        String cancelledAndExpired = assignment.get();
        String active = assignment.get();
        String activeWithoutExpiry = assignment.get();
        rows.draft(completed, "COMPLETED", null);
        rows.draft(expired, "ACTIVE", past);
        // Reactivated, it would still be past its window: no link can show this draft again.
        rows.draft(cancelledAndExpired, "CANCELLED", past);
        rows.draft(active, "ACTIVE", future);
        rows.draft(activeWithoutExpiry, "ACTIVE", null);

        JsonPath answer = given().header("Authorization", SECRET).get(CLEANUP).then().statusCode(200)
                .body("ok", equalTo(true)).body("ran", equalTo(true)).extract().jsonPath();

        assertThat(rows.existing("sessions", "id", goneSessions)).isEmpty();
        assertThat(rows.existing("sessions", "id", List.of(liveSession))).containsExactly(liveSession);
        assertThat(rows.existing("second_factor_codes", "id", goneCodes)).isEmpty();
        assertThat(rows.existing("second_factor_codes", "id", List.of(liveCode))).containsExactly(liveCode);
        assertThat(rows.existing("password_reset_tokens", "id", goneTokens)).isEmpty();
        assertThat(rows.existing("password_reset_tokens", "id", List.of(liveToken))).containsExactly(liveToken);
        assertThat(rows.existing("provider_events", "id", List.of(oldEvent, recentEvent))).containsExactly(recentEvent);
        assertThat(rows.existing("provider_events", "id", List.of(oldMatchedEvent))).as("kept with its charge")
                .containsExactly(oldMatchedEvent);
        assertThat(rows.existing("audit_entries", "id", List.of(oldEntry, keptEntry))).containsExactly(keptEntry);
        assertThat(rows.existing("notifications", "id", goneNotifications)).isEmpty();
        assertThat(rows.existing("notifications", "id", keptNotifications)).as("recent, or still to go out")
                .containsExactlyInAnyOrderElementsOf(keptNotifications);
        assertThat(rows.existing("webhook_events", "id", goneWebhookEvents)).isEmpty();
        assertThat(rows.existing("webhook_deliveries", "event_id", goneWebhookEvents)).as("with their deliveries").isEmpty();
        assertThat(rows.existing("webhook_events", "id", keptWebhookEvents)).as("recent, or a delivery still due")
                .containsExactlyInAnyOrderElementsOf(keptWebhookEvents);
        assertThat(rows.existing("drafts", "assignment_id", List.of(completed, expired, cancelledAndExpired, active, activeWithoutExpiry)))
                .containsExactlyInAnyOrder(active, activeWithoutExpiry);

        assertThat(answer.getInt("sessions")).isGreaterThanOrEqualTo(3);
        assertThat(answer.getInt("oneTimeSecrets")).isGreaterThanOrEqualTo(4);
        assertThat(answer.getInt("providerEvents")).isGreaterThanOrEqualTo(1);
        assertThat(answer.getInt("drafts")).isGreaterThanOrEqualTo(3);
        assertThat(answer.getInt("auditEntries")).isGreaterThanOrEqualTo(1);
        assertThat(answer.getInt("notifications")).isGreaterThanOrEqualTo(4);
        assertThat(answer.getInt("webhookEvents")).isGreaterThanOrEqualTo(2);
        Map<String, Object> recorded = rows.lastRunCounts();
        assertThat(recorded).containsEntry("sessions", answer.getInt("sessions"))
                .containsEntry("drafts", answer.getInt("drafts")).containsEntry("notifications", answer.getInt("notifications"))
                .containsEntry("auditEntries", answer.getInt("auditEntries"))
                .containsEntry("webhookEvents", answer.getInt("webhookEvents"));

        given().header("Authorization", SECRET).get(CLEANUP).then().statusCode(200).body("ran", equalTo(true))
                .body("providerEvents", equalTo(0)).body("drafts", equalTo(0));
    }

    /**
     * A cancelled assignment may be reactivated, so its draft stays for CANCELLED_DRAFT_RETENTION
     * (P180D) after the cancellation; past that it goes, and the link then opens with no draft.
     * The session is opened at the run's time and used with the clock moved back, as sessions
     * are checked against the clock.
     */
    @Test
    void aCancelledAssignmentsDraft_staysForTheRetention_andIsThereAgainOnReactivation() {
        Browser admin = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        Fixtures fixtures = new Fixtures(admin);
        clock.freezeAt(now.minus(Duration.ofDays(200)));
        JsonPath form = fixtures.form("Retention " + UUID.randomUUID());
        List<Map<String, String>> answers = List.of(Map.of("questionId", form.getString("questions[0].id"),
                "optionId", form.getString("questions[0].options[1].id")));
        String studentId = fixtures.student("Bia");
        JsonPath longAgo = fixtures.assign(form.getString("id"), Map.of("studentId", studentId));
        JsonPath lately = fixtures.assign(form.getString("id"), Map.of("studentId", studentId));
        for (JsonPath assignment : List.of(longAgo, lately)) {
            given().contentType(ContentType.JSON).body(Map.of("answers", answers))
                    .put("/api/assignments/" + assignment.getString("token") + "/draft").then().statusCode(200);
        }
        clock.freezeAt(now.minus(Duration.ofDays(181)));
        cancel(admin, longAgo.getString("id"));
        clock.freezeAt(now.minus(Duration.ofDays(179)));
        cancel(admin, lately.getString("id"));

        clock.freezeAt(now);
        given().header("Authorization", SECRET).get(CLEANUP).then().statusCode(200).body("ran", equalTo(true));

        assertThat(rows.existing("drafts", "assignment_id", List.of(longAgo.getString("id"), lately.getString("id"))))
                .containsExactly(lately.getString("id"));
        for (JsonPath assignment : List.of(longAgo, lately)) {
            admin.request().post("/api/assignments/" + assignment.getString("id") + "/reactivate").then().statusCode(200)
                    .body("status", equalTo("ACTIVE"));
        }
        given().get("/api/assignments/" + lately.getString("token") + "/draft").then().statusCode(200)
                .body("answers", equalTo(answers));
        given().get("/api/test-link/" + lately.getString("token")).then().statusCode(200).body("draft.answers", equalTo(answers));
        given().get("/api/assignments/" + longAgo.getString("token") + "/draft").then().statusCode(200)
                .body("answers", empty()).body("updatedAt", nullValue());
    }

    private static void cancel(Browser as, String assignmentId) {
        as.request().contentType(ContentType.JSON).body(Map.of("reason", "The class was moved to next term"))
                .post("/api/assignments/" + assignmentId + "/cancel").then().statusCode(200).body("status", equalTo("CANCELLED"));
    }

    @Test
    void aRunWhileAnotherHoldsTheLock_doesNothing() {
        Organization org = accounts.organization();
        String oldEvent = rows.providerEvent(org, now.minus(Duration.ofDays(200)));

        Response answer = rows.whileLocked(() -> given().header("Authorization", SECRET).get(CLEANUP));

        answer.then().statusCode(200).body("ran", equalTo(false)).body("providerEvents", equalTo(0));
        assertThat(rows.existing("provider_events", "id", List.of(oldEvent))).containsExactly(oldEvent);
        given().header("Authorization", SECRET).get(CLEANUP).then().body("ran", equalTo(true));
        assertThat(rows.existing("provider_events", "id", List.of(oldEvent))).isEmpty();
    }

    @Test
    void withoutTheCronSecret_is401() {
        given().get(CLEANUP).then().statusCode(401);
        given().header("Authorization", "Bearer wrong").get(CLEANUP).then().statusCode(401);
    }

    /** Rows of every kind the clean-up deletes, written straight to the tables. */
    @ApplicationScoped
    public static class Rows {

        @Inject
        EntityManager em;

        @Inject
        ClusterLock clusterLock;

        private static String id() {
            return "c" + UUID.randomUUID().toString().replace("-", "").substring(0, 24);
        }

        @Transactional
        public String session(User user, Instant expiresAt) {
            String id = id();
            em.createNativeQuery("insert into sessions (id, user_id, created_at, expires_at) values (?1, ?2, ?3, ?4)")
                    .setParameter(1, id).setParameter(2, user.id()).setParameter(3, expiresAt.minus(Duration.ofDays(30)))
                    .setParameter(4, expiresAt).executeUpdate();
            return id;
        }

        @Transactional
        public String code(User user, Instant expiresAt, Instant usedAt) {
            String id = id();
            em.createNativeQuery("insert into second_factor_codes (id, user_id, code_hash, expires_at, used_at, created_at) "
                            + "values (?1, ?2, 'h', ?3, ?4, ?5)").setParameter(1, id).setParameter(2, user.id())
                    .setParameter(3, expiresAt).setParameter(4, usedAt).setParameter(5, expiresAt.minusSeconds(600)).executeUpdate();
            return id;
        }

        @Transactional
        public String token(User user, Instant expiresAt, Instant usedAt) {
            String id = id();
            em.createNativeQuery("insert into password_reset_tokens (id, user_id, token_hash, expires_at, used_at, created_at) "
                            + "values (?1, ?2, ?3, ?4, ?5, ?6)").setParameter(1, id).setParameter(2, user.id())
                    .setParameter(3, UUID.randomUUID().toString()).setParameter(4, expiresAt).setParameter(5, usedAt)
                    .setParameter(6, expiresAt.minusSeconds(3600)).executeUpdate();
            return id;
        }

        @Transactional
        public String providerEvent(Organization org, Instant receivedAt) {
            return providerEvent(org, receivedAt, "unknown_charge");
        }

        @Transactional
        public String providerEvent(Organization org, Instant receivedAt, String outcome) {
            String id = "evt_" + UUID.randomUUID();
            em.createNativeQuery("insert into provider_events (id, event, organization_id, outcome, received_at) "
                    + "values (?1, 'PAYMENT_RECEIVED', ?2, ?4, ?3)").setParameter(1, id).setParameter(2, org.id())
                    .setParameter(3, receivedAt).setParameter(4, outcome).executeUpdate();
            return id;
        }

        @Transactional
        public String notification(Organization org, String status, Instant createdAt) {
            // Due far ahead, so the dispatcher never takes the scheduled and queued ones during the test.
            String id = id();
            em.createNativeQuery("insert into notifications (id, organization_id, channel, type, status, recipient_email, "
                            + "scheduled_for, due_at, created_at) values (?1, ?2, 'email', 'ASSIGNMENT_REMINDER', ?3, "
                            + "'ana@example.com', ?5, ?5, ?4)").setParameter(1, id).setParameter(2, org.id())
                    .setParameter(3, status).setParameter(4, createdAt).setParameter(5, Instant.now().plus(Duration.ofDays(1000)))
                    .executeUpdate();
            return id;
        }

        /** An outbound webhook event with one delivery in {@code status} (a pending one due far ahead). */
        @Transactional
        public String webhookEvent(Organization org, Instant createdAt, String status) {
            String endpoint = id();
            em.createNativeQuery("insert into webhook_endpoints (id, organization_id, url, events, secret, created_at, updated_at) "
                    + "values (?1, ?2, 'https://receiver.example.com/hook', array['submission.completed'], 'whsec_x', ?3, ?3)")
                    .setParameter(1, endpoint).setParameter(2, org.id()).setParameter(3, createdAt).executeUpdate();
            String event = "msg_" + id();
            em.createNativeQuery("insert into webhook_events (id, organization_id, type, payload, created_at) "
                    + "values (?1, ?2, 'submission.completed', '{}', ?3)").setParameter(1, event).setParameter(2, org.id())
                    .setParameter(3, createdAt).executeUpdate();
            em.createNativeQuery("insert into webhook_deliveries (id, event_id, endpoint_id, status, due_at, created_at) "
                    + "values (?1, ?2, ?3, ?4, ?5, ?6)").setParameter(1, "whd_" + id()).setParameter(2, event)
                    .setParameter(3, endpoint).setParameter(4, status).setParameter(5, Instant.now().plus(Duration.ofDays(1000)))
                    .setParameter(6, createdAt).executeUpdate();
            return event;
        }

        @Transactional
        public void draft(String assignmentId, String status, Instant expiresAt) {
            // A cancelled one was cancelled just now, well inside the retention of its draft.
            em.createNativeQuery("update assignments set status = ?2, expires_at = ?3, "
                            + "cancelled_at = case when ?2 = 'CANCELLED' then now() end, "
                            + "cancellation_reason = case when ?2 = 'CANCELLED' then 'Moved to another date' end, "
                            + "completed_at = case when ?2 = 'COMPLETED' then now() end where id = ?1")
                    .setParameter(1, assignmentId).setParameter(2, status).setParameter(3, expiresAt).executeUpdate();
            em.createNativeQuery("insert into drafts (assignment_id, answers, updated_at) values (?1, '{}'::jsonb, now()) "
                    + "on conflict (assignment_id) do nothing").setParameter(1, assignmentId).executeUpdate();
        }

        @SuppressWarnings("unchecked")
        @Transactional
        public List<String> existing(String table, String idColumn, List<String> ids) {
            return em.createNativeQuery("select " + idColumn + " from " + table + " where " + idColumn + " = any(cast(?1 as text[]))")
                    .setParameter(1, ids.toArray(String[]::new)).getResultList();
        }

        @Transactional
        public Map<String, Object> lastRunCounts() {
            String json = (String) em.createNativeQuery("select changes::text from audit_entries where action = 'cleanup.run' "
                    + "order by seq desc limit 1").getSingleResult();
            try {
                return new com.fasterxml.jackson.databind.ObjectMapper().readValue(json, Map.class);
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }

        /** Holds the clean-up's cluster lock, as a run on another instance would, while {@code call} runs. */
        @Transactional
        public <T> T whileLocked(Supplier<T> call) {
            assertThat(clusterLock.tryLock("cleanup")).isTrue();
            return call.get();
        }
    }
}
