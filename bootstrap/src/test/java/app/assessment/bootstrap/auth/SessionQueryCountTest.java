package app.assessment.bootstrap.auth;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.QueryCounter;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

@QuarkusTest
class SessionQueryCountTest {

    @Inject
    TestAccounts accounts;

    @Inject
    QueryCounter queries;

    @Test
    void authenticatedRequest_costsOneQuery() {
        Browser browser = Browser.signedIn(accounts.user(accounts.organization(), Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        browser.request().get("/api/auth/session").then().statusCode(200);

        long statements = queries.statementsDuring(() -> browser.request().get("/api/auth/session").then().statusCode(200));

        assertThat(statements).isEqualTo(1);
    }

    @Test
    void authenticatedRead_runsOutsideATransaction() {
        Browser browser = Browser.signedIn(accounts.user(accounts.organization(), Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        browser.request().get("/api/auth/session").then().statusCode(200);

        long transactions = queries.transactionsDuring(() -> browser.request().get("/api/auth/session").then().statusCode(200));

        assertThat(transactions).isZero();
    }

    @Test
    void anonymousSessionRead_costsNoQuery() {
        assertThat(queries.statementsDuring(() -> io.restassured.RestAssured.given().get("/api/auth/session").then().statusCode(200)))
                .isZero();
    }
}
