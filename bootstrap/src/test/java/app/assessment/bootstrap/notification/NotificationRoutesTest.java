package app.assessment.bootstrap.notification;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;

import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The inbox routes (own notifications only) and the administrators' list (role and tenant scoping). */
@QuarkusTest
class NotificationRoutesTest {

    private static final String CRON_SECRET = "Bearer dev-only-cron-secret-0123456789abcdef";

    @Inject
    TestAccounts accounts;
    @Inject
    NotificationRows rows;
    @Inject
    DispatchNotificationsUseCase dispatcher;

    private Organization home;
    private Organization other;
    private User reader;
    private Browser readerBrowser;

    @BeforeEach
    void setUp() {
        rows.quiesce();
        home = accounts.organization();
        other = accounts.organization();
        reader = accounts.user(home, Role.PROFESSOR);
        readerBrowser = Browser.signedIn(reader.email(), TestAccounts.PASSWORD);
    }

    @Test
    void theInbox_pagesCountsAndMarksOnlyTheUsersOwnNotifications() {
        User someoneElse = accounts.user(home, Role.PROFESSOR);
        rows.enqueue(List.of(Announcements.inApp(home.id(), reader.id(), "Primeiro"), Announcements.inApp(home.id(), reader.id(),
                "Segundo <b>"), Announcements.inApp(home.id(), reader.id(), "Terceiro"),
                Announcements.inApp(home.id(), someoneElse.id(), "Alheio")));
        given().header("Authorization", CRON_SECRET).get("/api/cron/notifications").then().statusCode(200)
                .body("sent", equalTo(4));

        String id = readerBrowser.request().queryParam("limit", 2).get("/api/notifications").then().statusCode(200)
                .body("items", hasSize(2)).body("hasMore", equalTo(true)).body("unreadCount", equalTo(3))
                .body("items.type", everyItem(equalTo("ANNOUNCEMENT"))).extract().path("items[0].id");
        readerBrowser.request().queryParam("limit", 2).queryParam("page", 2).get("/api/notifications").then().statusCode(200)
                .body("items", hasSize(1)).body("hasMore", equalTo(false)).body("page", equalTo(2));
        readerBrowser.request().post("/api/notifications/" + id + "/read").then().statusCode(200).body("ok", equalTo(true));
        readerBrowser.request().queryParam("unreadOnly", true).get("/api/notifications").then().statusCode(200)
                .body("items", hasSize(2)).body("items.id", not(hasItem(id))).body("hasMore", equalTo(false))
                .body("unreadCount", equalTo(2));
        readerBrowser.request().get("/api/notifications").then().body("items.find { it.id == '" + id + "' }.readAt", notNullValue())
                .body("items.title", hasItem("Segundo <b>"));

        Browser otherBrowser = Browser.signedIn(someoneElse.email(), TestAccounts.PASSWORD);
        otherBrowser.request().post("/api/notifications/" + id + "/read").then().statusCode(404);
        otherBrowser.request().get("/api/notifications").then().body("items", hasSize(1)).body("hasMore", equalTo(false))
                .body("items[0].title", equalTo("Alheio"));

        readerBrowser.request().post("/api/notifications/read-all").then().statusCode(200).body("count", equalTo(2));
        readerBrowser.request().get("/api/notifications").then().body("unreadCount", equalTo(0));
        otherBrowser.request().get("/api/notifications").then().body("unreadCount", equalTo(1));
        readerBrowser.request().queryParam("page", 0).get("/api/notifications").then().statusCode(400);
    }

    @Test
    void theAdminList_isScopedToTheOrganization_forAdmins_andOpenToSuperAdmins() {
        rows.enqueue(List.of(Announcements.mail(home.id(), NotificationDeliveryTest.address(), "Casa"),
                Announcements.mail(other.id(), NotificationDeliveryTest.address(), "Outra")));
        dispatcher.dispatch();
        Browser admin = Browser.signedIn(accounts.user(home, Role.ADMIN).email(), TestAccounts.PASSWORD);
        Browser superAdmin = Browser.signedIn(accounts.user(home, Role.SUPER_ADMIN).email(), TestAccounts.PASSWORD);

        admin.request().get("/api/admin/notifications").then().statusCode(200).body("total", equalTo(1))
                .body("items[0].subject", equalTo("Casa")).body("items[0].channel", equalTo("email"))
                .body("items[0].status", equalTo("sent")).body("items[0].sentAt", notNullValue())
                .body("items[0].attempts", equalTo(1));
        admin.request().queryParam("organizationId", other.id()).get("/api/admin/notifications").then().statusCode(404);
        superAdmin.request().queryParam("organizationId", other.id()).get("/api/admin/notifications").then().statusCode(200)
                .body("total", equalTo(1)).body("items[0].subject", equalTo("Outra"));
        superAdmin.request().queryParam("organizationId", other.id()).queryParam("channel", "in_app")
                .get("/api/admin/notifications").then().statusCode(200).body("total", equalTo(0));
        readerBrowser.request().get("/api/admin/notifications").then().statusCode(403);
        admin.request().queryParam("status", "lost").get("/api/admin/notifications").then().statusCode(400);
        admin.request().queryParam("channel", "sms").get("/api/admin/notifications").then().statusCode(400);
        admin.request().queryParam("from", "yesterday").get("/api/admin/notifications").then().statusCode(400);
    }

    @Test
    void theCronRoute_needsTheSecret() {
        given().get("/api/cron/notifications").then().statusCode(401);
        given().header("Authorization", "Bearer wrong").get("/api/cron/notifications").then().statusCode(401);
    }
}
