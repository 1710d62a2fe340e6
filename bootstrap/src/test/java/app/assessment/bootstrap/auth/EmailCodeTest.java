package app.assessment.bootstrap.auth;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.Mailbox;
import app.assessment.bootstrap.testsupport.StoredRecords;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
class EmailCodeTest {

    private static final String CODE = "entrar é: (\\d{6})";

    @Inject
    TestAccounts accounts;

    @Inject
    StoredRecords records;

    Mailbox mailbox;

    private User user;
    private String address;

    @BeforeEach
    void setUp() {
        user = accounts.user(accounts.organization(), Role.PROFESSOR, SecondFactor.NONE.withEmail(true));
        address = Browser.newAddress();
    }

    @Test
    void mailedCode_signsInOnce() {
        requestCode(user.email(), TestAccounts.PASSWORD).statusCode(200).body("ok", equalTo(true));

        Mailbox.Mail mail = mailbox.awaitMail(user.email(), 1);
        assertThat(mail.subject()).isEqualTo("Seu código de verificação");
        assertThat(mail.from()).isEqualTo("no-reply@example.com");
        String code = mail.find(CODE);
        assertThat(mail.text()).contains("10 minutos");
        assertThat(mail.html()).contains(code).contains("<html");

        Browser browser = new Browser(address);
        browser.signIn(user.email(), TestAccounts.PASSWORD, null)
                .then().statusCode(401).body("code", equalTo("SECOND_FACTOR_REQUIRED"));
        browser.signIn(user.email(), TestAccounts.PASSWORD, code).then().statusCode(200);
        browser.request().get("/api/auth/session").then().body("user.id", equalTo(user.id()));

        new Browser(address).signIn(user.email(), TestAccounts.PASSWORD, code)
                .then().statusCode(401).body("code", equalTo("SECOND_FACTOR_INVALID"));
        assertThat(records.auditActions(user.id())).contains("auth.2fa.email-code-sent");
    }

    @Test
    void expiredCode_isRefused() {
        requestCode(user.email(), TestAccounts.PASSWORD).statusCode(200);
        String code = mailbox.awaitMail(user.email(), 1).find(CODE);

        records.expireOneTimeSecrets(user.id());

        new Browser(address).signIn(user.email(), TestAccounts.PASSWORD, code)
                .then().statusCode(401).body("code", equalTo("SECOND_FACTOR_INVALID"));
    }

    @Test
    void wrongPassword_isRefusedAndSendsNothing() {
        requestCode(user.email(), "not-the-password").statusCode(401).body("code", equalTo("INVALID_CREDENTIALS"));
        given().header("X-Forwarded-For", address).contentType("application/json").body(Map.of("email", user.email()))
                .post("/api/auth/2fa/email").then().statusCode(400).body("code", equalTo("VALIDATION_FAILED"));
        // The code is mailed before the answer, so an absent mail is absent for good.
        assertThat(mailbox.to(user.email())).isEmpty();
    }

    @Test
    void userWithoutTheEmailFactor_getsTheSameAnswer_andNoMail() {
        User plain = accounts.user(accounts.organization(), Role.PROFESSOR);
        requestCode(plain.email(), TestAccounts.PASSWORD).statusCode(200).body("ok", equalTo(true));
        assertThat(mailbox.to(plain.email())).isEmpty();
    }

    @Test
    void sixthCodeWithinTenMinutes_isRateLimited() {
        for (int i = 0; i < 5; i++) {
            requestCode(user.email(), TestAccounts.PASSWORD).statusCode(200);
        }
        requestCode(user.email(), TestAccounts.PASSWORD)
                .statusCode(429).body("code", equalTo("RATE_LIMITED")).header("Retry-After", matchesPattern("\\d+"));
        assertThat(mailbox.to(user.email())).hasSize(5);
    }

    private ValidatableResponse requestCode(String email, String password) {
        return given().header("X-Forwarded-For", address).contentType("application/json")
                .body(Map.of("email", email, "password", password))
                .post("/api/auth/2fa/email").then();
    }
}
