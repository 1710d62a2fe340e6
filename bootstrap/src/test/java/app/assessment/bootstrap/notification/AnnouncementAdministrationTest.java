package app.assessment.bootstrap.notification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.startsWith;

import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import app.assessment.application.port.out.notification.NewNotification;
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
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Announcements, cancelling and re-queueing by a super administrator: who is reached, when, and what is refused. */
@QuarkusTest
class AnnouncementAdministrationTest {

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
    private User superUser;
    private User admin;
    private User teacher1;
    private User teacher2;
    private User elsewhere;
    private Browser superAdmin;

    @BeforeEach
    void setUp() {
        rows.quiesce();
        org = accounts.organization();
        superUser = accounts.user(org, Role.SUPER_ADMIN);
        admin = accounts.user(org, Role.ADMIN);
        teacher1 = accounts.user(org, Role.PROFESSOR);
        teacher2 = accounts.user(org, Role.PROFESSOR);
        elsewhere = accounts.user(accounts.organization(), Role.PROFESSOR);
        superAdmin = Browser.signedIn(superUser.email(), TestAccounts.PASSWORD);
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    @Test
    void anAnnouncementToAnOrganization_reachesEachActiveUserOnce_byMailAndInApp_andNoOneElse() {
        User gone = accounts.user(org, Role.PROFESSOR);
        rows.deactivate(gone.id());

        String batchId = announce(Map.of("title", "Reunião <geral>", "body", "Amanhã às 10h", "channels", List.of("email", "in_app"),
                "organizationId", org.id())).then().statusCode(202).body("count", equalTo(8)).body("recipients", equalTo(4))
                .body("status", equalTo("queued")).extract().path("batchId");

        dispatcher.dispatch();

        for (User user : List.of(superUser, admin, teacher1, teacher2)) {
            assertThat(mailbox.awaitMail(user.email(), 1).subject()).isEqualTo("Reunião <geral>");
            Browser.signedIn(user.email(), TestAccounts.PASSWORD).request().get("/api/notifications").then().statusCode(200)
                    .body("items", hasSize(1)).body("items[0].type", equalTo("ANNOUNCEMENT"))
                    .body("items[0].title", equalTo("Reunião <geral>")).body("items[0].body", startsWith("Amanhã às 10h"));
        }
        assertThat(mailbox.to(teacher1.email())).hasSize(1);
        assertThat(mailbox.awaitMail(teacher1.email(), 1).html()).contains("Amanhã às 10h");
        assertThat(mailbox.to(gone.email())).isEmpty();
        assertThat(mailbox.to(elsewhere.email())).isEmpty();
        superAdmin.request().queryParam("batchId", batchId).get("/api/admin/notifications").then().statusCode(200)
                .body("total", equalTo(8)).body("items.status", everyItem(equalTo("sent")))
                .body("items.batchId", everyItem(equalTo(batchId)));
        assertThat(stored.auditActionsFor(batchId)).containsExactly("notification.announce");
    }

    @Test
    void anAnnouncementToARole_reachesOnlyThatRole_inTheCallersOrganization() {
        announce(Map.of("title", "Só professores", "body", "Notas até sexta", "channels", List.of("email"), "role", "PROFESSOR"))
                .then().statusCode(202).body("count", equalTo(2)).body("recipients", equalTo(2));

        dispatcher.dispatch();

        assertThat(mailbox.awaitMail(teacher1.email(), 1).subject()).isEqualTo("Só professores");
        assertThat(mailbox.awaitMail(teacher2.email(), 1).subject()).isEqualTo("Só professores");
        assertThat(mailbox.to(admin.email())).isEmpty();
        assertThat(mailbox.to(superUser.email())).isEmpty();
        assertThat(mailbox.to(elsewhere.email())).isEmpty();
        Browser.signedIn(teacher1.email(), TestAccounts.PASSWORD).request().get("/api/notifications").then()
                .body("items", empty());
    }

    @Test
    void aScheduledAnnouncement_leavesAtItsTime_andACancelledOneNever() {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        clock.freezeAt(now);
        Instant sendAt = now.plus(Duration.ofHours(1));
        String scheduledFor = announce(Map.of("title", "Agendado", "body", "Vai sair", "channels", List.of("email"), "role", "ADMIN",
                "sendAt", sendAt.toString())).then().statusCode(202).body("status", equalTo("scheduled")).extract().path("scheduledFor");
        assertThat(Instant.parse(scheduledFor)).isEqualTo(sendAt);
        String cancelled = announce(Map.of("title", "Cancelado", "body", "Não vai sair", "channels", List.of("email"),
                "role", "ADMIN", "sendAt", sendAt.toString())).then().statusCode(202).extract().path("batchId");

        superAdmin.request().delete("/api/admin/notifications/" + cancelled).then().statusCode(200).body("ok", equalTo(true));
        superAdmin.request().delete("/api/admin/notifications/" + cancelled).then().statusCode(409)
                .contentType("application/problem+json");
        superAdmin.request().delete("/api/admin/notifications/no-such-notification").then().statusCode(404);

        dispatcher.dispatch();
        assertThat(mailbox.to(admin.email())).as("not before its time").isEmpty();
        clock.advance(Duration.ofHours(1));
        dispatcher.dispatch();
        dispatcher.dispatch();

        assertThat(mailbox.awaitMail(admin.email(), 1).subject()).isEqualTo("Agendado");
        assertThat(mailbox.to(admin.email())).hasSize(1);
        superAdmin.request().queryParam("batchId", cancelled).get("/api/admin/notifications").then()
                .body("items.status", contains("cancelled")).body("items.skipReason", contains("cancelled by an administrator"));
        assertThat(stored.auditActionsFor(cancelled)).containsExactly("notification.announce", "notification.cancel");
    }

    @Test
    void aFailedNotification_isRequeuedByRetry_andSentOnce_whileOtherStatesAre409() {
        NewNotification mail = Announcements.mail(org.id(), NotificationDeliveryTest.address(), "Falhou antes");
        rows.enqueue(List.of(mail));
        rows.fail(mail.id());
        superAdmin.request().delete("/api/admin/notifications/" + mail.id()).then().statusCode(409);

        superAdmin.request().post("/api/admin/notifications/" + mail.id() + "/retry").then().statusCode(200);
        superAdmin.request().post("/api/admin/notifications/" + mail.id() + "/retry").then().statusCode(409)
                .contentType("application/problem+json");
        dispatcher.dispatch();
        dispatcher.dispatch();

        assertThat(mailbox.awaitMail(mail.recipientEmail(), 1).subject()).isEqualTo("Falhou antes");
        assertThat(mailbox.to(mail.recipientEmail())).hasSize(1);
        superAdmin.request().post("/api/admin/notifications/" + mail.id() + "/retry").then().statusCode(409);
        superAdmin.request().delete("/api/admin/notifications/" + mail.id()).then().statusCode(409);
        superAdmin.request().post("/api/admin/notifications/no-such-notification/retry").then().statusCode(404);
        assertThat(stored.auditActionsFor(mail.id())).containsExactly("notification.retry");
    }

    @Test
    void onlySuperAdmins_administerNotifications_andBadAnnouncementsAre400() {
        NewNotification queued = Announcements.mail(org.id(), NotificationDeliveryTest.address(), "Fica");
        rows.enqueue(List.of(queued));
        for (Role role : List.of(Role.ADMIN, Role.PROFESSOR)) {
            Browser browser = Browser.signedIn(accounts.user(org, role).email(), TestAccounts.PASSWORD);
            browser.request().contentType(ContentType.JSON).body(Map.of("title", "x", "body", "y", "channels", List.of("email")))
                    .post("/api/admin/notifications").then().statusCode(403);
            browser.request().delete("/api/admin/notifications/" + queued.id()).then().statusCode(403);
            browser.request().post("/api/admin/notifications/" + queued.id() + "/retry").then().statusCode(403);
        }
        superAdmin.request().queryParam("status", "queued").get("/api/admin/notifications").then()
                .body("items.id", hasItem(queued.id()));

        invalid(Map.of("title", " ", "body", "y", "channels", List.of("email")), "title");
        invalid(Map.of("title", "x", "channels", List.of("email")), "body");
        invalid(Map.of("title", "x", "body", "y", "channels", List.of()), "channels");
        invalid(Map.of("title", "x", "body", "y", "channels", List.of("sms")), "channels");
        invalid(Map.of("title", "x", "body", "y", "channels", List.of("email"), "role", "KING"), "role");
        invalid(Map.of("title", "x".repeat(201), "body", "y", "channels", List.of("email")), "title");
        invalid(Map.of("title", "x", "body", "y", "channels", List.of("email"), "sendAt", "+100000-01-01T00:00:00Z"), "sendAt");
        announce(Map.of("title", "x", "body", "y", "channels", List.of("email"), "organizationId", "no-such-organization"))
                .then().statusCode(404);
        superAdmin.request().contentType(ContentType.JSON).body(Map.of("title", "x", "body", "y", "channels", List.of("email"),
                "sendAt", "tomorrow")).post("/api/admin/notifications").then().statusCode(400);
    }

    private void invalid(Map<String, Object> body, String field) {
        announce(new HashMap<>(body)).then().statusCode(400).contentType("application/problem+json")
                .body("errors.field", contains(field));
    }

    private Response announce(Map<String, Object> body) {
        return superAdmin.request().contentType(ContentType.JSON).body(body).post("/api/admin/notifications");
    }
}
