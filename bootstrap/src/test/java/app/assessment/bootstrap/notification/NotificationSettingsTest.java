package app.assessment.bootstrap.notification;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.nullValue;

import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.Mailbox;
import app.assessment.bootstrap.testsupport.StoredRows;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.bootstrap.testsupport.TestClock;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import jakarta.mail.internet.InternetAddress;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The organizations' notification settings: the route, its validation and audit, and what each setting changes in delivery. */
@QuarkusTest
class NotificationSettingsTest {

    @Inject
    TestAccounts accounts;
    @Inject
    NotificationRows rows;
    @Inject
    StoredRows stored;
    @Inject
    DispatchNotificationsUseCase dispatcher;
    @Inject
    TestClock clock;

    Mailbox mailbox;

    private Organization org;
    private User teacher;
    private Browser superAdmin;
    private Browser professor;
    private Fixtures fx;

    @BeforeEach
    void setUp() {
        rows.quiesce();
        org = accounts.organization();
        teacher = accounts.user(org, Role.PROFESSOR);
        superAdmin = Browser.signedIn(accounts.user(org, Role.SUPER_ADMIN).email(), TestAccounts.PASSWORD);
        professor = Browser.signedIn(teacher.email(), TestAccounts.PASSWORD);
        fx = new Fixtures(professor);
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    @Test
    void settings_startAsTheConfiguration_areReplacedByPut_andEveryChangeIsAudited() {
        superAdmin.request().get("/api/admin/settings").then().statusCode(200).body("organizationId", equalTo(org.id()))
                .body("customized", equalTo(false)).body("locale", equalTo("pt-BR")).body("timeZone", equalTo("America/Sao_Paulo"))
                .body("reminderLeadBeforeStart", equalTo("PT24H")).body("reminderLeadBeforeExpiry", equalTo("PT24H"))
                .body("channels.email.ASSIGNMENT_CREATED", equalTo(true)).body("channels.in_app.SUBMISSION_RECEIVED", equalTo(true))
                .body("senderName", nullValue()).body("replyTo", nullValue());

        Map<String, Object> changed = settings(Map.of("email", Map.of("ASSIGNMENT_CANCELLED", false)), "PT2H", "PT3H", "en",
                "Asia/Tokyo", "Escola Modelo", "secretaria@escola.example");
        put(changed).then().statusCode(200).body("customized", equalTo(true));
        superAdmin.request().get("/api/admin/settings").then().statusCode(200).body("customized", equalTo(true))
                .body("locale", equalTo("en")).body("timeZone", equalTo("Asia/Tokyo"))
                .body("reminderLeadBeforeStart", equalTo("PT2H")).body("reminderLeadBeforeExpiry", equalTo("PT3H"))
                .body("channels.email.ASSIGNMENT_CANCELLED", equalTo(false)).body("channels.email.ASSIGNMENT_CREATED", equalTo(true))
                .body("senderName", equalTo("Escola Modelo")).body("replyTo", equalTo("secretaria@escola.example"));

        changed.put("locale", "pt-BR");
        put(changed).then().statusCode(200);

        assertThat(stored.auditActionsFor(org.id())).containsSubsequence("notification-settings.update",
                "notification-settings.update");
        List<String> changes = stored.auditChangesFor(org.id()).stream().map(c -> c.replace("\": ", "\":")).toList();
        assertThat(changes.get(changes.size() - 2)).contains("\"locale\"", "\"before\":\"pt-BR\"", "\"after\":\"en\"",
                "email:ASSIGNMENT_CANCELLED", "Asia/Tokyo", "PT2H", "Escola Modelo");
        assertThat(changes.get(changes.size() - 1)).as("only what changed").contains("\"locale\"")
                .doesNotContain("timeZone", "senderName", "turnedOff", "reminderLead");

        Organization other = accounts.organization();
        superAdmin.request().queryParam("organizationId", other.id()).get("/api/admin/settings").then().statusCode(200)
                .body("organizationId", equalTo(other.id())).body("customized", equalTo(false)).body("locale", equalTo("pt-BR"));
        superAdmin.request().queryParam("organizationId", "no-such-organization").get("/api/admin/settings").then().statusCode(404);
        superAdmin.request().queryParam("organizationId", "no-such-organization").contentType(ContentType.JSON).body(changed)
                .put("/api/admin/settings").then().statusCode(404);
        Browser admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        admin.request().get("/api/admin/settings").then().statusCode(403);
        admin.request().contentType(ContentType.JSON).body(changed).put("/api/admin/settings").then().statusCode(403);
        professor.request().get("/api/admin/settings").then().statusCode(403);
    }

    @Test
    void aBadSetting_is400ProblemJson_namingTheField() {
        Map<String, Map<String, Boolean>> none = Map.of();
        invalid(settings(none, "PT24H", "PT24H", "fr", "America/Sao_Paulo", null, null), "locale");
        invalid(settings(none, "PT24H", "PT24H", "en", "Mars/Olympus_Mons", null, null), "timeZone");
        invalid(settings(none, "PT24H", "PT24H", "en", "+03:00", null, null), "timeZone");
        invalid(settings(none, "PT1M", "PT24H", "en", "America/Sao_Paulo", null, null), "reminderLeadBeforeStart");
        invalid(settings(none, "PT24H", "one day", "en", "America/Sao_Paulo", null, null), "reminderLeadBeforeExpiry");
        invalid(settings(none, "PT24H", "PT24H", "en", "America/Sao_Paulo", null, "not an address"), "replyTo");
        invalid(settings(none, "PT24H", "PT24H", "en", "America/Sao_Paulo", "Escola\r\nBcc: all@example.com", null), "senderName");
        invalid(settings(none, "PT24H", "PT24H", "en", "America/Sao_Paulo", "Escola, <x@example.com>", null), "senderName");
        invalid(settings(Map.of("sms", Map.of()), "PT24H", "PT24H", "en", "America/Sao_Paulo", null, null), "channels.sms");
        invalid(settings(Map.of("in_app", Map.of("ASSIGNMENT_CREATED", false)), "PT24H", "PT24H", "en", "America/Sao_Paulo", null,
                null), "channels.in_app.ASSIGNMENT_CREATED");
        invalid(settings(Map.of("email", Map.of("SECOND_FACTOR_CODE", false)), "PT24H", "PT24H", "en", "America/Sao_Paulo", null,
                null), "channels.email.SECOND_FACTOR_CODE");
        Map<String, Object> withoutLocale = settings(none, "PT24H", "PT24H", "en", "America/Sao_Paulo", null, null);
        withoutLocale.remove("locale");
        invalid(withoutLocale, "locale");
        superAdmin.request().get("/api/admin/settings").then().body("customized", equalTo(false));
    }

    @Test
    void aTypeTurnedOff_isNeitherMailedNorShownInApp_andEndsSkippedWithTheReason() {
        put(settings(Map.of("email", Map.of("ASSIGNMENT_CREATED", false), "in_app", Map.of("SUBMISSION_RECEIVED", false)), "PT24H",
                "PT24H", "pt-BR", "America/Sao_Paulo", null, null)).then().statusCode(200);
        String email = NotificationDeliveryTest.address();
        JsonPath form = fx.form("Prova desligada");
        JsonPath assigned = fx.assign(form.getString("id"), Map.of("studentId", student("Gil", email)));
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of(
                        Map.of("questionId", form.getString("questions[0].id"), "optionId", form.getString("questions[0].options[0].id")),
                        Map.of("questionId", form.getString("questions[1].id"), "optionId", form.getString("questions[1].options[0].id")))))
                .post("/api/test-link/" + assigned.getString("token") + "/submit").then().statusCode(201);

        dispatcher.dispatch();

        assertThat(mailbox.to(email)).as("the new-assessment mail is off").isEmpty();
        assertThat(mailbox.awaitMail(teacher.email(), 1).subject()).as("the submission mail is still on")
                .isEqualTo("Gil respondeu Prova desligada");
        professor.request().get("/api/notifications").then().statusCode(200).body("items", empty());
        assertThat(rows.ofAssignment(assigned.getString("id"))).filteredOn(r -> "skipped".equals(r[2]))
                .extracting(r -> r[0] + "/" + r[1] + "/" + r[4])
                .containsExactlyInAnyOrder("ASSIGNMENT_CREATED/email/turned off in settings",
                        "SUBMISSION_RECEIVED/in_app/turned off in settings");
        superAdmin.request().queryParam("status", "skipped").queryParam("organizationId", org.id())
                .get("/api/admin/notifications").then().statusCode(200).body("total", equalTo(2))
                .body("items.skipReason", contains("turned off in settings", "turned off in settings"));
    }

    @Test
    void reminders_useTheOrganizationsLeadTimes_andMoveWhenTheyChange() {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        clock.freezeAt(now);
        put(settings(Map.of(), "PT2H", "PT6H", "pt-BR", "America/Sao_Paulo", null, null)).then().statusCode(200);
        String email = NotificationDeliveryTest.address();
        Instant opens = now.plus(Duration.ofDays(3));
        Instant closes = now.plus(Duration.ofDays(5));
        String assignmentId = assign(fx.form("Física").getString("id"), student("Hugo", email), opens, closes);

        assertThat(reminderTimes(assignmentId)).containsExactlyInAnyOrder(opens.minus(Duration.ofHours(2)),
                closes.minus(Duration.ofHours(6)));
        dispatcher.dispatch();
        clock.advance(Duration.ofDays(3).minusHours(2).minusMinutes(1));
        dispatcher.dispatch();
        assertThat(mailbox.to(email)).as("not at the configuration's 24 h, nor before its own 2 h").hasSize(1);
        clock.advance(Duration.ofMinutes(2));
        dispatcher.dispatch();
        assertThat(mailbox.awaitMail(email, 2).subject()).startsWith("Lembrete");

        put(settings(Map.of(), "PT2H", "PT1H", "pt-BR", "America/Sao_Paulo", null, null)).then().statusCode(200);
        assertThat(reminderTimes(assignmentId)).as("the waiting reminder moved").contains(closes.minus(Duration.ofHours(1)));
    }

    @Test
    void mails_speakTheOrganizationsLocale_withDatesInItsTimeZone_andOtherOrganizationsKeepTheirs() {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        clock.freezeAt(now);
        put(settings(Map.of(), "PT24H", "PT24H", "en", "Asia/Tokyo", null, null)).then().statusCode(200);
        String email = NotificationDeliveryTest.address();
        Instant opens = now.plus(Duration.ofDays(2));
        assign(fx.form("Biology").getString("id"), student("Ines", email), opens, opens.plus(Duration.ofDays(1)));

        Organization other = accounts.organization();
        Browser otherTeacher = Browser.signedIn(accounts.user(other, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        String otherEmail = NotificationDeliveryTest.address();
        Fixtures otherFx = new Fixtures(otherTeacher);
        String otherStudent = otherTeacher.request().contentType(ContentType.JSON)
                .body(Map.of("name", "Kátia", "status", "ACTIVE", "email", otherEmail)).post("/api/students").then().statusCode(201)
                .extract().path("id");
        otherFx.assign(otherFx.form("Biologia").getString("id"), Map.of("studentId", otherStudent,
                "scheduledAt", opens.toString(), "expiresAt", opens.plus(Duration.ofDays(1)).toString()));

        dispatcher.dispatch();

        Mailbox.Mail mail = mailbox.awaitMail(email, 1);
        String tokyo = DateTimeFormatter.ofPattern("MMM d, yyyy h:mm a z", Locale.ENGLISH).format(opens.atZone(ZoneId.of("Asia/Tokyo")));
        assertThat(mail.subject()).isEqualTo("New assessment: Biology");
        assertThat(mail.text()).contains("Opens: " + tokyo).contains("/en/test/");
        String saoPaulo = DateTimeFormatter.ofPattern("dd/MM/yyyy HH:mm z", Locale.forLanguageTag("pt-BR"))
                .format(opens.atZone(ZoneId.of("America/Sao_Paulo")));
        Mailbox.Mail otherMail = mailbox.awaitMail(otherEmail, 1);
        assertThat(otherMail.subject()).isEqualTo("Nova avaliação: Biologia");
        assertThat(otherMail.text()).contains(saoPaulo).contains("/pt-BR/test/");
    }

    @Test
    void mails_carryTheOrganizationsSenderName_andReplyTo_fromTheConfiguredAddress() throws Exception {
        put(settings(Map.of(), "PT24H", "PT24H", "pt-BR", "America/Sao_Paulo", "Escola São Paulo", "secretaria@escola.example"))
                .then().statusCode(200);
        String email = NotificationDeliveryTest.address();
        fx.assign(fx.form("Artes").getString("id"), Map.of("studentId", student("Lia", email)));

        dispatcher.dispatch();

        Mailbox.Mail mail = mailbox.awaitMail(email, 1);
        InternetAddress from = new InternetAddress(mail.header("From"));
        assertThat(from.getPersonal()).isEqualTo("Escola São Paulo");
        assertThat(from.getAddress()).isEqualTo(ConfigProvider.getConfig().getValue("quarkus.mailer.from", String.class));
        assertThat(new InternetAddress(mail.header("Reply-To")).getAddress()).isEqualTo("secretaria@escola.example");
    }

    @Test
    void signInMails_followTheOrganizationsLocaleSenderNameAndReplyTo() throws Exception {
        put(settings(Map.of(), "PT24H", "PT24H", "en", "America/Sao_Paulo", "Escola Modelo", "secretaria@escola.example"))
                .then().statusCode(200);

        given().header("X-Forwarded-For", Browser.newAddress()).contentType(ContentType.JSON)
                .body(Map.of("email", teacher.email())).post("/api/users/forgot-password").then().statusCode(200);

        Mailbox.Mail reset = mailbox.awaitMail(teacher.email(), 1);
        assertThat(reset.subject()).isEqualTo("Password reset");
        assertThat(new InternetAddress(reset.header("From")).getPersonal()).isEqualTo("Escola Modelo");
        assertThat(new InternetAddress(reset.header("Reply-To")).getAddress()).isEqualTo("secretaria@escola.example");
    }

    private List<Instant> reminderTimes(String assignmentId) {
        return superAdmin.request().queryParam("organizationId", org.id()).queryParam("type", "ASSIGNMENT_REMINDER")
                .queryParam("status", "scheduled").get("/api/admin/notifications").then().statusCode(200).extract().jsonPath()
                .getList("items.scheduledFor", String.class).stream().map(Instant::parse).toList();
    }

    private void invalid(Map<String, Object> body, String field) {
        put(body).then().statusCode(400).contentType("application/problem+json").body("errors.field", contains(field));
    }

    private io.restassured.response.Response put(Map<String, Object> body) {
        return superAdmin.request().contentType(ContentType.JSON).body(body).put("/api/admin/settings");
    }

    private static Map<String, Object> settings(Map<String, ? extends Map<String, Boolean>> channels, String leadBeforeStart,
                                                String leadBeforeExpiry, String locale, String timeZone, String senderName,
                                                String replyTo) {
        Map<String, Object> body = new HashMap<>();
        body.put("channels", channels);
        body.put("reminderLeadBeforeStart", leadBeforeStart);
        body.put("reminderLeadBeforeExpiry", leadBeforeExpiry);
        body.put("locale", locale);
        body.put("timeZone", timeZone);
        body.put("senderName", senderName);
        body.put("replyTo", replyTo);
        return body;
    }

    private String assign(String formId, String studentId, Instant scheduledAt, Instant expiresAt) {
        return fx.assign(formId, Map.of("studentId", studentId, "scheduledAt", scheduledAt.toString(),
                "expiresAt", expiresAt.toString())).getString("id");
    }

    private String student(String name, String email) {
        return professor.request().contentType(ContentType.JSON).body(Map.of("name", name, "status", "ACTIVE", "email", email))
                .post("/api/students").then().statusCode(201).extract().path("id");
    }
}
