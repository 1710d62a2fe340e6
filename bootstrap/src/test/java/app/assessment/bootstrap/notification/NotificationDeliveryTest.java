package app.assessment.bootstrap.notification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.hamcrest.Matchers.equalTo;
import static io.restassured.RestAssured.given;

import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.Mailbox;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.bootstrap.testsupport.TestClock;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.github.thibaultmeyer.cuid.CUID;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Every notification type, end to end: the causing request, the outbox row, the dispatcher, the mail read back. */
@QuarkusTest
class NotificationDeliveryTest {

    @Inject
    TestAccounts accounts;
    @Inject
    NotificationRows rows;
    @Inject
    DispatchNotificationsUseCase dispatcher;
    @Inject
    TestClock clock;

    Mailbox mailbox;

    private Organization org;
    private User teacher;
    private Browser professor;
    private Browser admin;
    private Fixtures fx;

    @BeforeEach
    void setUp() {
        rows.quiesce();
        org = accounts.organization();
        teacher = accounts.user(org, Role.PROFESSOR);
        professor = Browser.signedIn(teacher.email(), TestAccounts.PASSWORD);
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        fx = new Fixtures(professor);
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    @Test
    void assignmentCreated_mailsTheParticipantTheLink_withValuesEscaped_andAStableMessageId() {
        String email = address();
        String formId = fx.form("Prova <script>alert(1)</script> & cia").getString("id");
        String token = fx.assign(formId, Map.of("studentId", student("Ana <b>Souza</b>", email))).getString("token");

        dispatcher.dispatch();

        Mailbox.Mail mail = mailbox.awaitMail(email, 1);
        assertThat(mail.subject()).isEqualTo("Nova avaliação: Prova <script>alert(1)</script> & cia");
        assertThat(mail.text()).contains("http://localhost:3000/pt-BR/test/" + token).contains("Olá, Ana <b>Souza</b>.");
        assertThat(mail.html()).contains("Prova &lt;script&gt;alert(1)&lt;/script&gt; &amp; cia")
                .contains("Ana &lt;b&gt;Souza&lt;/b&gt;").doesNotContain("<script>").doesNotContain("<b>Souza")
                .contains("href=\"http://localhost:3000/pt-BR/test/" + token + "\"");
        String id = (String) rows.ofAssignment(assignmentOf(token)).get(0)[5];
        assertThat(mail.header("Message-ID")).isEqualTo("<notification." + id + "@assessment.app>");
    }

    @Test
    void assignmentCancelled_mailsTheReason_andWithdrawsTheReminders() {
        String email = address();
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        clock.freezeAt(now);
        String formId = fx.form("Redação").getString("id");
        String assignmentId = assign(formId, student("Bia", email), now.plus(Duration.ofDays(3)), now.plus(Duration.ofDays(5)));
        professor.request().contentType(ContentType.JSON).body(Map.of("reason", "Turma <remarcada> para março"))
                .post("/api/assignments/" + assignmentId + "/cancel").then().statusCode(200);

        dispatcher.dispatch();
        clock.advance(Duration.ofDays(5));
        dispatcher.dispatch();

        List<Mailbox.Mail> mails = mailbox.to(email);
        assertThat(mails).extracting(Mailbox.Mail::subject).containsExactly("Nova avaliação: Redação", "Avaliação cancelada: Redação");
        assertThat(mails.get(1).text()).contains("Motivo: Turma <remarcada> para março");
        assertThat(mails.get(1).html()).contains("Turma &lt;remarcada&gt; para março");
        assertThat(rows.ofAssignment(assignmentId)).filteredOn(r -> r[0].equals("ASSIGNMENT_REMINDER"))
                .extracting(r -> r[2]).containsExactly("cancelled", "cancelled");
    }

    @Test
    void reminders_areSentAtTheirTime_beforeTheWindowOpensAndCloses() {
        String email = address();
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        clock.freezeAt(now);
        String formId = fx.form("Química").getString("id");
        assign(formId, student("Caio", email), now.plus(Duration.ofDays(3)), now.plus(Duration.ofDays(5)));

        dispatcher.dispatch();
        assertThat(mailbox.to(email)).hasSize(1);

        clock.advance(Duration.ofDays(2).minusMinutes(1));
        dispatcher.dispatch();
        assertThat(mailbox.to(email)).as("not before its time").hasSize(1);

        clock.advance(Duration.ofMinutes(2));
        dispatcher.dispatch();
        assertThat(mailbox.awaitMail(email, 2).text()).contains("abre em");

        clock.advance(Duration.ofDays(2));
        dispatcher.dispatch();
        assertThat(mailbox.awaitMail(email, 3).text()).contains("fecha em").contains("ainda não foi respondida");
        dispatcher.dispatch();
        assertThat(mailbox.to(email)).as("each once").hasSize(3);
    }

    @Test
    void aParticipantWithoutAnEmail_getsASkippedRowWithItsReason_inTheAdminList() {
        String formId = fx.form("Sem e-mail").getString("id");
        String studentId = fx.student("Davi Sem Email");
        String assignmentId = fx.assign(formId, Map.of("studentId", studentId)).getString("id");

        dispatcher.dispatch();

        assertThat(rows.ofAssignment(assignmentId)).singleElement()
                .satisfies(r -> assertThat(r[2]).isEqualTo("skipped"))
                .satisfies(r -> assertThat(r[4]).isEqualTo("recipient has no e-mail address"));
        admin.request().queryParam("status", "skipped").get("/api/admin/notifications").then().statusCode(200)
                .body("total", equalTo(1)).body("items[0].type", equalTo("ASSIGNMENT_CREATED"))
                .body("items[0].skipReason", equalTo("recipient has no e-mail address"));
    }

    @Test
    void submissionReceived_reachesTheTeacherInAppAndByMail_withScoreAndLabel() {
        String email = address();
        JsonPath form = fx.form("Prova <final>");
        String token = fx.assign(form.getString("id"), Map.of("studentId", student("Eva", email))).getString("token");
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of(
                        Map.of("questionId", form.getString("questions[0].id"), "optionId", form.getString("questions[0].options[0].id")),
                        Map.of("questionId", form.getString("questions[1].id"), "optionId", form.getString("questions[1].options[0].id")))))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201);

        dispatcher.dispatch();

        Mailbox.Mail mail = mailbox.awaitMail(teacher.email(), 1);
        assertThat(mail.subject()).isEqualTo("Eva respondeu Prova <final>");
        assertThat(mail.text()).contains("Pontuação: 10 / 10 (100%) - Aprovado");
        assertThat(mail.html()).contains("Prova &lt;final&gt;");
        JsonPath inbox = professor.request().get("/api/notifications").then().statusCode(200)
                .body("unreadCount", equalTo(1)).body("items[0].type", equalTo("SUBMISSION_RECEIVED"))
                .body("items[0].title", equalTo("Eva respondeu Prova <final>")).extract().jsonPath();
        assertThat(inbox.getString("items[0].body")).contains("10 / 10");
        assertThat(inbox.getString("items[0].readAt")).isNull();
    }

    @Test
    void paymentRequested_andConfirmed_reachTheParticipant_andTheTeacherInApp() {
        String email = address();
        String formId = fx.form("Inglês").getString("id");
        Map<String, Object> body = new HashMap<>();
        body.put("name", "Fábio");
        body.put("status", "ACTIVE");
        body.put("email", email);
        body.put("cpfCnpj", "529.982.247-25");
        String studentId = professor.request().contentType(ContentType.JSON).body(body).post("/api/students").then().statusCode(201)
                .extract().path("id");
        String assignmentId = fx.assign(formId, Map.of("studentId", studentId)).getString("id");
        String paymentPath = "/api/mobile/assignments/" + assignmentId + "/payment";
        JsonPath payment = admin.request().contentType(ContentType.JSON).body(Map.of("method", "PIX", "amount", 49.9))
                .post(paymentPath).then().statusCode(200).extract().jsonPath();
        admin.request().post(paymentPath + "/confirm").then().statusCode(200);

        dispatcher.dispatch();

        List<Mailbox.Mail> mails = mailbox.to(email);
        assertThat(mails).extracting(Mailbox.Mail::subject).containsExactlyInAnyOrder("Nova avaliação: Inglês",
                "Pagamento da avaliação Inglês", "Pagamento confirmado: Inglês");
        Mailbox.Mail requested = mails.stream().filter(m -> m.subject().startsWith("Pagamento da")).findFirst().orElseThrow();
        assertThat(requested.text()).contains("49.9").contains(payment.getString("paymentLink"))
                .contains(payment.getString("paymentQrCodeText"));
        professor.request().get("/api/notifications").then().statusCode(200)
                .body("items[0].type", equalTo("PAYMENT_CONFIRMED")).body("items[0].title", equalTo("Pagamento confirmado: Inglês"));
    }

    @Test
    void aWriteThatRollsBack_leavesNoNotification() {
        NewNotification notification = new NewNotification(CUID.randomCUID1().toString(), org.id(), NotificationChannel.IN_APP,
                NotificationType.ANNOUNCEMENT, NotificationStatus.QUEUED, teacher.id(), null, null, null,
                Map.of("title", "t", "body", "b"), Instant.now(), null, false);

        assertThatThrownBy(() -> rows.enqueueThenFail(notification)).isInstanceOf(IllegalStateException.class);

        assertThat(rows.count(notification.id())).isZero();
    }

    private String assign(String formId, String studentId, Instant scheduledAt, Instant expiresAt) {
        return professor.request().contentType(ContentType.JSON).body(Map.of("formId", formId, "studentId", studentId,
                        "scheduledAt", scheduledAt.toString(), "expiresAt", expiresAt.toString()))
                .post("/api/assignments").then().statusCode(201).extract().path("id");
    }

    private String assignmentOf(String token) {
        return given().get("/api/test-link/" + token).then().extract().path("assignment.id");
    }

    private String student(String name, String email) {
        return professor.request().contentType(ContentType.JSON).body(Map.of("name", name, "status", "ACTIVE", "email", email))
                .post("/api/students").then().statusCode(201).extract().path("id");
    }

    static String address() {
        return "n-" + UUID.randomUUID() + "@example.com";
    }
}
