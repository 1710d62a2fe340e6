package app.assessment.bootstrap.hostile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

import app.assessment.bootstrap.testsupport.AuthenticatorApp;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.LogCapture;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Whatever fails, the log never holds a password, hash, TOTP secret or any other statement value. */
@QuarkusTest
class SecretsInLogTest {

    @Inject
    TestAccounts accounts;

    @Test
    void aFailingDatabaseWrite_logsNoStatementValues() {
        User user = accounts.user(accounts.organization(), Role.PROFESSOR);
        Browser browser = Browser.signedIn(user.email(), TestAccounts.PASSWORD);
        String secret = enrolTotp(browser);
        String hash = accounts.reload(user.id()).passwordHash();

        try (LogCapture log = LogCapture.start()) {
            browser.request().contentType("application/json").body("{\"id\":\"" + user.id() + "\",\"name\":\"a\\u0000b\"}")
                    .put("/api/users").then().statusCode(not(equalTo(500)));
            String refusedValue = browser.request().post("/api/test-probe/failing-user-write?kind=nul")
                    .then().statusCode(400).body("code", equalTo("INVALID_VALUE")).extract().path("correlationId");
            String refusedRow = browser.request().post("/api/test-probe/failing-user-write?kind=null")
                    .then().statusCode(500).extract().path("correlationId");

            assertThat(log.text()).contains(refusedValue, refusedRow)
                    .doesNotContain(hash).doesNotContain(hash.substring(7)).doesNotContain(secret);
        }
    }

    private static String enrolTotp(Browser browser) {
        String secret = browser.request().post("/api/user/2fa/totp").then().statusCode(200).extract().path("secret");
        browser.request().contentType("application/json").body(Map.of("code", AuthenticatorApp.codeFor(secret)))
                .post("/api/user/2fa/totp/verify").then().statusCode(200);
        return secret;
    }
}
