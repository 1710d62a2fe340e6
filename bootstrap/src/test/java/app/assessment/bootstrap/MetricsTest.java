package app.assessment.bootstrap;

import app.assessment.bootstrap.testsupport.Management;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.mail.MailSender;
import app.assessment.application.service.notification.SignInMails;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.Mailbox;
import app.assessment.bootstrap.testsupport.Scrape;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * What an operator scrapes from /q/metrics: requests by route template, the pool, the JVM, and the
 * business figures alerts are written on. Each figure is read before and after the action that
 * drives it; other tests share the application, so only increases are asserted.
 */
@QuarkusTest
class MetricsTest {

    private static final String CRON = "Bearer dev-only-cron-secret-0123456789abcdef";
    private static final String WEBHOOK_TOKEN = "dev-only-asaas-webhook-token-0123456789";

    @Inject
    TestAccounts accounts;

    @Inject
    MailSender mails;

    @Inject
    SignInMails templates;

    Mailbox mailbox;

    @Test
    void requests_areCountedByRouteTemplate_neverByTheirIds() {
        Browser admin = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        admin.request().get("/api/forms/cnotaformid000000000000001").then().statusCode(404);

        String metrics = Management.request().get("/q/metrics").then().statusCode(200).extract().asString();

        assertThat(metrics).containsPattern("http_server_requests_seconds_count\\{[^}]*uri=\"/api/forms/\\{id}\"[^}]*} [1-9]");
        assertThat(metrics).doesNotContain("cnotaformid000000000000001");
    }

    @Test
    void answersGivenBeforeTheResourceMethod_areCountedByRouteTemplateToo() {
        Browser admin = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        given().get("/api/forms/cnotaformid000000000000002").then().statusCode(401);
        admin.request().contentType(ContentType.TEXT).body("not json").put("/api/forms/cnotaformid000000000000003")
                .then().statusCode(415);

        String metrics = Management.request().get("/q/metrics").then().statusCode(200).extract().asString();

        assertThat(metrics).containsPattern("http_server_requests_seconds_count\\{[^}]*status=\"401\"[^}]*uri=\"/api/forms/\\{id}\"[^}]*} [1-9]");
        assertThat(metrics).containsPattern("http_server_requests_seconds_count\\{[^}]*status=\"415\"[^}]*uri=\"/api/forms/\\{id}\"[^}]*} [1-9]");
        assertThat(metrics).doesNotContain("cnotaformid000000000000002").doesNotContain("cnotaformid000000000000003");
    }

    /** Quarkus REST's filter worked it out before every resource method by rebuilding its route table (RouteTemplates). */
    @Test
    void aRequestReachingItsResourceMethod_isNotMappedAHeadOfIt() {
        given().get("/api/test-probe/route-template-before-resource").then().statusCode(200)
                .body("set", org.hamcrest.Matchers.is(false));
    }

    @Test
    void theConnectionPoolAndTheJvm_areExposed() {
        String metrics = Management.request().get("/q/metrics").then().statusCode(200).extract().asString();

        assertThat(metrics).contains("agroal_active_count").contains("agroal_max_used_count")
                .contains("jvm_memory_used_bytes").contains("process_cpu_usage");
    }

    @Test
    void aSubmission_isCounted() {
        Browser admin = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        String token = assignment(admin).token();
        double before = Scrape.now().count("assessment_submissions_total");

        JsonPath test = given().get("/api/test-link/" + token).then().statusCode(200).extract().jsonPath();
        Map<String, Object> answer = Map.of("questionId", test.getString("form.questions[0].id"),
                "optionId", test.getString("form.questions[0].options[0].id"));
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of(answer))).post("/api/test-link/" + token + "/submit")
                .then().statusCode(201);

        assertThat(Scrape.now().count("assessment_submissions_total")).isEqualTo(before + 1);
    }

    @Test
    void chargesAndWebhookEvents_areCountedByStatusChangeAndOutcome() {
        Browser admin = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        Assigned assigned = assignment(admin);
        Scrape before = Scrape.now();
        assertThat(before.value("assessment_webhook_events_total", "outcome=\"duplicate\"")).isPresent();

        admin.request().contentType(ContentType.JSON).body(Map.of("method", "PIX", "amount", 49.9))
                .post("/api/mobile/assignments/" + assigned.id() + "/payment").then().statusCode(200);
        String providerPaymentId = admin.request().get("/api/mobile/assignments/" + assigned.id() + "/payment").then().statusCode(200)
                .extract().path("paymentId");
        String event = "evt_" + UUID.randomUUID().toString().replace("-", "");
        webhook(WEBHOOK_TOKEN, event, providerPaymentId, assigned.id()).then().statusCode(200);
        webhook(WEBHOOK_TOKEN, event, providerPaymentId, assigned.id()).then().statusCode(200);
        webhook("not-the-token", event, providerPaymentId, assigned.id()).then().statusCode(401);

        Scrape after = Scrape.now();
        assertThat(after.count("assessment_charge_transitions_total", "from=\"none\"", "to=\"pending\""))
                .isEqualTo(before.count("assessment_charge_transitions_total", "from=\"none\"", "to=\"pending\"") + 1);
        assertThat(after.count("assessment_charge_transitions_total", "from=\"pending\"", "to=\"paid\""))
                .isEqualTo(before.count("assessment_charge_transitions_total", "from=\"pending\"", "to=\"paid\"") + 1);
        for (String outcome : List.of("applied", "duplicate", "rejected")) {
            assertThat(after.count("assessment_webhook_events_total", "outcome=\"" + outcome + "\"")).as(outcome)
                    .isEqualTo(before.count("assessment_webhook_events_total", "outcome=\"" + outcome + "\"") + 1);
        }
    }

    @Test
    void aSentMail_isCounted() {
        double before = Scrape.now().count("assessment_mails_total", "outcome=\"sent\"");
        String to = "metrics-" + UUID.randomUUID() + "@example.com";

        mails.send(templates.passwordReset(null, to, "Ana", "https://app.example.com/pt/reset-password?token=x", Duration.ofMinutes(30)));

        mailbox.awaitMail(to, 1);
        assertThat(Scrape.now().count("assessment_mails_total", "outcome=\"sent\"")).isEqualTo(before + 1);
    }

    @Test
    void cronJobs_areCountedAndTimedByJobAndOutcome_andTheBackupAgeIsExposed() {
        Scrape before = Scrape.now();

        given().header("Authorization", CRON).get("/api/cron/cleanup").then().statusCode(200);
        given().header("Authorization", CRON).post("/api/cron/backup").then().statusCode(200);

        Scrape after = Scrape.now();
        for (String job : List.of("cleanup", "backup")) {
            String[] labels = {"job=\"" + job + "\"", "outcome=\"done\""};
            assertThat(after.count("assessment_job_runs_seconds_count", labels)).as(job)
                    .isEqualTo(before.count("assessment_job_runs_seconds_count", labels) + 1);
            assertThat(after.count("assessment_job_runs_seconds_sum", labels)).as(job)
                    .isGreaterThan(before.count("assessment_job_runs_seconds_sum", labels));
        }
        assertThat(after.value("assessment_backup_age_seconds")).isPresent();
        assertThat(after.value("assessment_backup_age_seconds").getAsDouble()).isBetween(0.0, 60.0);
    }

    private static io.restassured.response.Response webhook(String token, String eventId, String providerPaymentId, String reference) {
        String body = """
                {"id":"%s","event":"PAYMENT_RECEIVED","dateCreated":"2026-11-21 10:24:00",
                 "payment":{"object":"payment","id":"%s","value":49.9,"billingType":"PIX","status":"RECEIVED",
                 "externalReference":"%s","paymentDate":"2026-11-21"}}""".formatted(eventId, providerPaymentId, reference);
        return given().contentType(ContentType.JSON).header("asaas-access-token", token).body(body).post("/api/webhooks/asaas");
    }

    private static Assigned assignment(Browser admin) {
        Fixtures fixtures = new Fixtures(admin);
        String formId = fixtures.form("Métricas " + UUID.randomUUID()).getString("id");
        JsonPath assigned = fixtures.assign(formId, Map.of("studentId", fixtures.student("Ana Souza", "529.982.247-25")));
        return new Assigned(assigned.getString("id"), assigned.getString("token"));
    }

    private record Assigned(String id, String token) {
    }
}
