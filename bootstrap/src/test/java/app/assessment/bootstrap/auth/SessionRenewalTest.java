package app.assessment.bootstrap.auth;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.adapters.rest.security.SessionTokens;
import app.assessment.adapters.rest.security.SessionTokens.Claims;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.LegacySessionToken;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Sliding expiry for cookie and bearer clients, and the upgrade from the earlier token format (ADR 0026). */
@QuarkusTest
class SessionRenewalTest {

    @Inject
    TestAccounts accounts;

    @Inject
    SessionTokens tokens;

    private User professor;
    private Claims signedIn;

    @BeforeEach
    void setUp() {
        professor = accounts.user(accounts.organization(), Role.PROFESSOR);
        signedIn = tokens.verify(Browser.signedIn(professor.email(), TestAccounts.PASSWORD).sessionToken()).orElseThrow();
    }

    /** The same session, as a token issued two days ago (older than the one-day update age). */
    private String twoDaysOld() {
        Instant issued = Instant.now().minus(Duration.ofDays(2));
        return tokens.issue(new Claims(signedIn.userId(), signedIn.sessionId(), signedIn.version(), issued,
                Instant.now().plus(Duration.ofDays(20)), signedIn.holder()));
    }

    @Test
    void bearerClient_withATokenOlderThanTheUpdateAge_getsTheRenewedTokenInAHeaderAndTheSessionBody() {
        String old = twoDaysOld();
        Response response = given().header("Authorization", "Bearer " + old).get("/api/auth/session");
        response.then().statusCode(200).body("user.id", equalTo(professor.id()));
        String renewed = response.getHeader("X-Session-Token");
        assertThat(renewed).isNotBlank().isNotEqualTo(old).isEqualTo(response.jsonPath().getString("sessionToken"));
        assertThat(response.getHeader("Set-Cookie")).isNull();
        assertThat(Instant.parse(response.getHeader("X-Session-Expires"))).isAfter(Instant.now().plus(Duration.ofDays(29)));
        Claims claims = tokens.verify(renewed).orElseThrow();
        assertThat(claims.sessionId()).isEqualTo(signedIn.sessionId());
        given().header("Authorization", "Bearer " + renewed).get("/api/auth/session").then().statusCode(200)
                .body("user.id", equalTo(professor.id()));
    }

    @Test
    void bearerClient_withAFreshToken_getsNoHeader_andItsOwnTokenInTheSession() {
        String fresh = tokens.issue(signedIn);
        Response response = given().header("Authorization", "Bearer " + fresh).get("/api/auth/session");
        assertThat(response.getHeader("X-Session-Token")).isNull();
        assertThat(response.jsonPath().getString("sessionToken")).isEqualTo(fresh);
    }

    @Test
    void cookieClient_withAnOldToken_getsARenewedCookie() {
        Response response = given().cookie("next-auth.session-token", twoDaysOld()).get("/api/test-probe/me");
        response.then().statusCode(200);
        assertThat(response.getHeader("Set-Cookie")).startsWith("next-auth.session-token=");
        assertThat(response.getHeader("X-Session-Token")).isNull();
    }

    @Test
    void tokenOfTheEarlierFormat_stillSignsIn_andIsReissuedAsNextAuthsJwe() throws Exception {
        String legacy = LegacySessionToken.of(NextAuthProtocolTest.DEV_SECRET, signedIn.userId(), signedIn.sessionId(),
                signedIn.version(), Instant.now(), Instant.now().plus(Duration.ofDays(29)));

        Response response = given().cookie("next-auth.session-token", legacy).get("/api/auth/session");
        response.then().statusCode(200).body("user.id", equalTo(professor.id()));
        String reissued = response.getCookie("next-auth.session-token");
        assertThat(NextAuthProtocolTest.decryptAsNextAuth(reissued).getSubject()).isEqualTo(professor.id());
    }
}
