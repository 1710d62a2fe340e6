package app.assessment.bootstrap.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.StoredRows;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.bootstrap.testsupport.TestClock;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Sessions a user controls: list, end one, log out everywhere, and an administrator ending a user's sessions. */
@QuarkusTest
class UserSessionsTest {

    @Inject
    TestAccounts accounts;

    @Inject
    StoredRows rows;

    @Inject
    TestClock clock;

    private Organization home;
    private User user;

    @BeforeEach
    void setUp() {
        home = accounts.organization();
        user = accounts.user(home, Role.PROFESSOR);
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    @Test
    void list_showsOwnLiveSessionsWithAddressAgentAndTheCurrentOne() {
        String address = Browser.newAddress();
        Browser laptop = new Browser(address);
        assertThat(laptop.signIn(user.email(), TestAccounts.PASSWORD, null).statusCode()).isEqualTo(200);
        Browser phone = signedIn(user);
        signedIn(accounts.user(home, Role.PROFESSOR));

        JsonPath body = laptop.request().get("/api/user/sessions").then().statusCode(200).extract().jsonPath();

        assertThat(body.getInt("total")).isEqualTo(2);
        Map<String, Object> current = body.getMap("sessions.find { it.current }");
        assertThat(current).containsEntry("ip", address);
        assertThat((String) current.get("userAgent")).isNotBlank();
        assertThat((String) current.get("createdAt")).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
        assertThat(body.getList("sessions.findAll { !it.current }.id")).containsExactly(sessionIdOf(phone));
    }

    @Test
    void revokeOne_endsThatSessionAtOnce_andIsAudited() {
        Browser laptop = signedIn(user);
        Browser phone = signedIn(user);
        String phoneSession = sessionIdOf(phone);

        laptop.request().delete("/api/user/sessions/" + phoneSession).then().statusCode(200).body("ok", equalTo(true));

        phone.request().get("/api/user/role").then().statusCode(401);
        laptop.request().get("/api/user/role").then().statusCode(200);
        assertThat(rows.auditActionsFor(phoneSession)).contains("auth.session.revoke");
    }

    @Test
    void revokeOne_anotherUsersSession_is404AndLeavesItAlive() {
        Browser mine = signedIn(user);
        Browser theirs = signedIn(accounts.user(home, Role.PROFESSOR));

        mine.request().delete("/api/user/sessions/" + sessionIdOf(theirs)).then().statusCode(404)
                .contentType("application/problem+json");

        theirs.request().get("/api/user/role").then().statusCode(200);
    }

    @Test
    void logOutEverywhere_refusesEveryTokenOfTheUserAtOnce() {
        Browser laptop = signedIn(user);
        Browser phone = signedIn(user);
        String phoneToken = phone.sessionToken();

        laptop.request().post("/api/auth/logout-all")
                .then().statusCode(200).body("ended", equalTo(2));

        io.restassured.RestAssured.given().header("Authorization", "Bearer " + phoneToken).get("/api/user/role").then().statusCode(401);
        laptop.request().get("/api/user/role").then().statusCode(401);
        assertThat(accounts.reload(user.id()).sessionVersion()).isEqualTo(user.sessionVersion() + 1);
        assertThat(rows.auditActionsFor(user.id())).contains("auth.logout-all");
    }

    @Test
    void logOutEverywhere_keepingTheCurrentSession_endsOnlyTheOthers() {
        Browser laptop = signedIn(user);
        Browser phone = signedIn(user);

        laptop.request().contentType("application/json").body("{\"keepCurrent\": true}").post("/api/auth/logout-all")
                .then().statusCode(200).body("ended", equalTo(1));

        phone.request().get("/api/user/role").then().statusCode(401);
        laptop.request().get("/api/user/sessions").then().statusCode(200).body("total", equalTo(1));
    }

    @Test
    void administrator_endsEverySessionOfAUserOfTheirOrganization() {
        Browser victim = signedIn(user);
        Browser admin = signedIn(accounts.user(home, Role.ADMIN));

        admin.request().post("/api/users/" + user.id() + "/sessions/revoke").then().statusCode(200).body("ended", equalTo(1));

        victim.request().get("/api/user/role").then().statusCode(401);
        assertThat(rows.auditActionsFor(user.id())).contains("user.sessions.revoke");
    }

    @Test
    void administrator_ofAnotherOrganization_getsNotFound() {
        Browser victim = signedIn(user);
        Browser stranger = signedIn(accounts.user(accounts.organization(), Role.ADMIN));

        stranger.request().post("/api/users/" + user.id() + "/sessions/revoke").then().statusCode(404);

        victim.request().get("/api/user/role").then().statusCode(200);
    }

    @Test
    void administrator_cannotEndASuperAdministratorsSessions() {
        User superAdmin = accounts.user(home, Role.SUPER_ADMIN);
        Browser admin = signedIn(accounts.user(home, Role.ADMIN));

        admin.request().post("/api/users/" + superAdmin.id() + "/sessions/revoke").then().statusCode(403);
    }

    @Test
    void lastSeen_isWrittenAtMostOnceAMinute() {
        Instant signIn = Instant.parse("2026-11-23T10:00:00.000Z");
        clock.freezeAt(signIn);
        Browser browser = signedIn(user);

        clock.advance(Duration.ofSeconds(50));
        assertThat(lastSeen(browser)).isEqualTo("2026-11-23T10:00:00.000Z");

        clock.advance(Duration.ofSeconds(20));
        browser.request().get("/api/user/role").then().statusCode(200);
        clock.advance(Duration.ofSeconds(5));
        assertThat(lastSeen(browser)).isEqualTo("2026-11-23T10:01:10.000Z");
    }

    private static String lastSeen(Browser browser) {
        List<String> seen = browser.request().get("/api/user/sessions").then().statusCode(200).extract().jsonPath()
                .getList("sessions.lastSeenAt");
        return seen.get(0);
    }

    /** ADR 0036: the cookie's Max-Age is counted from the application's clock, the one the session's expiry came from. */
    @Test
    void sessionCookie_livesAsLongAsTheSession_countedByTheApplicationClock() {
        clock.freezeAt(Instant.now().minus(Duration.ofDays(1)));

        io.restassured.response.Response signIn = new Browser(Browser.newAddress()).signIn(user.email(), TestAccounts.PASSWORD, null);

        assertThat(signIn.statusCode()).isEqualTo(200);
        assertThat(signIn.detailedCookie("next-auth.session-token").getMaxAge()).isEqualTo(Duration.ofDays(30).toSeconds());
    }

    private static Browser signedIn(User user) {
        return Browser.signedIn(user.email(), TestAccounts.PASSWORD);
    }

    private static String sessionIdOf(Browser browser) {
        return browser.request().get("/api/user/sessions").then().statusCode(200).extract().jsonPath()
                .getString("sessions.find { it.current }.id");
    }
}
