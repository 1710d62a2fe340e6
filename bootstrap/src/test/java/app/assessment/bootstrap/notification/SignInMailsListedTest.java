package app.assessment.bootstrap.notification;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.everyItem;
import static org.hamcrest.Matchers.notNullValue;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.LogCapture;
import app.assessment.bootstrap.testsupport.Mailbox;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Sign-in codes and reset links leave at once from their requests, outside the outbox, and are
 * listed among the organization's sent notifications all the same, without the code or the link.
 */
@QuarkusTest
class SignInMailsListedTest {

    private static final String LIST = "/api/admin/notifications";

    @Inject
    TestAccounts accounts;

    Mailbox mailbox;

    @Test
    void aSignInCodeAndAResetLink_areListedAsSent_toTheirOrganizationOnly_withoutTheSecret() {
        Organization home = accounts.organization();
        User user = accounts.user(home, Role.PROFESSOR, SecondFactor.NONE.withEmail(true));
        Browser superAdmin = Browser.signedIn(accounts.user(home, Role.SUPER_ADMIN).email(), TestAccounts.PASSWORD);
        // The organization puts the secrets in the subjects as well: the listed subject must still hide them.
        template(superAdmin, "SECOND_FACTOR_CODE", "Código {code}", "{code}");
        template(superAdmin, "PASSWORD_RESET", "Link {link}", "{link}");
        Browser admin = Browser.signedIn(accounts.user(home, Role.ADMIN).email(), TestAccounts.PASSWORD);
        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        String address = Browser.newAddress();

        try (LogCapture log = LogCapture.start()) {
            given().header("X-Forwarded-For", address).contentType(ContentType.JSON)
                    .body(Map.of("email", user.email(), "password", TestAccounts.PASSWORD)).post("/api/auth/2fa/email")
                    .then().statusCode(200);
            String code = mailbox.awaitMail(user.email(), 1).subject().substring("Código ".length());
            given().header("X-Forwarded-For", address).contentType(ContentType.JSON).body(Map.of("email", user.email()))
                    .post("/api/users/forgot-password").then().statusCode(200);
            String link = mailbox.awaitMail(user.email(), 2).subject().substring("Link ".length());
            String token = link.substring(link.indexOf("token=") + "token=".length());
            assertThat(code).matches("\\d{6}");
            assertThat(token).hasSize(43);

            JsonPath listed = await().atMost(Duration.ofSeconds(30)).until(() -> sentTo(admin, user), page -> page.getInt("total") == 2);

            assertThat(listed.getList("items.type")).containsExactly("PASSWORD_RESET", "SECOND_FACTOR_CODE");
            assertThat(listed.getList("items.subject")).containsExactly("Link ***", "Código ***");
            admin.request().queryParam("recipient", user.email()).get(LIST).then().statusCode(200)
                    .body("items.organizationId", everyItem(equalTo(home.id())))
                    .body("items.channel", everyItem(equalTo("email"))).body("items.status", everyItem(equalTo("sent")))
                    .body("items.recipientUserId", everyItem(equalTo(user.id())))
                    .body("items.recipientEmail", everyItem(equalTo(user.email())))
                    .body("items.recipientName", everyItem(equalTo(user.name())))
                    .body("items.sentAt", everyItem(notNullValue())).body("items.attempts", everyItem(equalTo(1)))
                    .body("items.batchId", contains(null, null));
            admin.request().queryParam("type", "SECOND_FACTOR_CODE").queryParam("recipient", user.id()).get(LIST).then()
                    .statusCode(200).body("total", equalTo(1));
            stranger.request().queryParam("recipient", user.email()).get(LIST).then().statusCode(200).body("total", equalTo(0));
            assertThat(stranger.request().get(LIST).asString()).doesNotContain(user.email());

            String everythingShown = admin.request().queryParam("limit", 100).get(LIST).asString()
                    + admin.request().queryParam("limit", 100).get("/api/admin/audit-logs").asString();
            assertThat(everythingShown).doesNotContain(code).doesNotContain(token);
            assertThat(log.text()).doesNotContain(code).doesNotContain(token);
        }
    }

    private static JsonPath sentTo(Browser admin, User user) {
        return admin.request().queryParam("recipient", user.email()).queryParam("status", "sent").get(LIST).then().statusCode(200)
                .extract().jsonPath();
    }

    private static void template(Browser superAdmin, String key, String subject, String variable) {
        superAdmin.request().contentType(ContentType.JSON)
                .body(Map.of("locale", "pt-BR", "subject", subject, "html", "<p>" + variable + "</p>", "text", variable))
                .put("/api/admin/email-templates/" + key).then().statusCode(200);
    }
}
