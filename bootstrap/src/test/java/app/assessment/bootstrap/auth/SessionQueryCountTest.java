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

        long roundTrips = queries.roundTripsDuring(() -> browser.request().get("/api/auth/session").then().statusCode(200));

        // One statement in autocommit: a transaction would add its COMMIT's round trip.
        assertThat(roundTrips).isEqualTo(1);
    }

    @Test
    void anonymousSessionRead_costsNoQuery() {
        assertThat(queries.roundTripsDuring(() -> io.restassured.RestAssured.given().get("/api/auth/session").then().statusCode(200)))
                .isZero();
    }
}
