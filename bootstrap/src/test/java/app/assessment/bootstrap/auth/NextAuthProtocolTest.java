package app.assessment.bootstrap.auth;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.anEmptyMap;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.nullValue;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URI;
import java.util.HexFormat;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jose4j.jwe.JsonWebEncryption;
import org.jose4j.jwt.JwtClaims;
import org.jose4j.keys.AesKey;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The routes and answers of next-auth v4's core handler that its clients call (issue #24). */
@QuarkusTest
class NextAuthProtocolTest {

    /** next-auth's key for the test profile's secret, computed by Node ({@code crypto.hkdfSync}), not by the service. */
    static final String DEV_SECRET = "dev-only-session-secret-0123456789abcdef";
    static final String DEV_SESSION_KEY = "a225ebbc44057df38662e3bc1673042484deabcc85a514be1dbedc2c5ba7284b";

    @Inject
    TestAccounts accounts;

    @ConfigProperty(name = "app.session.secret")
    String secret;

    private User professor;

    @BeforeEach
    void setUp() {
        Organization org = accounts.organization();
        professor = accounts.user(org, Role.PROFESSOR);
    }

    static JwtClaims decryptAsNextAuth(String token) throws Exception {
        JsonWebEncryption jwe = new JsonWebEncryption();
        jwe.setCompactSerialization(token);
        jwe.setKey(new AesKey(HexFormat.of().parseHex(DEV_SESSION_KEY)));
        assertThat(jwe.getHeader("alg")).isEqualTo("dir");
        assertThat(jwe.getHeader("enc")).isEqualTo("A256GCM");
        return JwtClaims.parse(jwe.getPayload());
    }

    @Test
    void sessionCookie_isNextAuthsJwe_underTheHkdfKeyOfTheSecret_withItsClaims() throws Exception {
        assertThat(secret).isEqualTo(DEV_SECRET);
        Browser browser = Browser.signedIn(professor.email(), TestAccounts.PASSWORD);

        JwtClaims claims = decryptAsNextAuth(browser.sessionToken());
        assertThat(claims.getSubject()).isEqualTo(professor.id());
        assertThat(claims.getStringClaimValue("email")).isEqualTo(professor.email());
        assertThat(claims.getStringClaimValue("name")).isEqualTo(professor.name());
        assertThat(claims.getStringClaimValue("role")).isEqualTo("PROFESSOR");
        assertThat(claims.getStringClaimValue("organizationId")).isEqualTo(professor.organizationId());
        assertThat(claims.getJwtId()).isNotBlank();
        assertThat(claims.getIssuedAt()).isNotNull();
        assertThat(claims.getExpirationTime()).isNotNull();
        assertThat(claims.getStringClaimValue("sid")).isNotBlank();
    }

    @Test
    void sessionAndCsrf_areNeverCached() {
        given().get("/api/auth/session").then().statusCode(200).header("Cache-Control", "private, no-cache, no-store");
        given().get("/api/auth/csrf").then().statusCode(200).header("Cache-Control", "private, no-cache, no-store");
    }

    @Test
    void overHttps_theCsrfCookieIsHostPrefixed() {
        Response csrf = given().header("X-Forwarded-Proto", "https").get("/api/auth/csrf");
        assertThat(csrf.getHeader("Set-Cookie")).startsWith("__Host-next-auth.csrf-token=").contains("Secure").contains("Path=/");
        String token = csrf.jsonPath().getString("csrfToken");
        // The prefixed cookie is the one an HTTPS sign-in checks.
        given().header("X-Forwarded-Proto", "https").header("X-Forwarded-For", Browser.newAddress())
                .cookie("__Host-next-auth.csrf-token", csrf.getCookie("__Host-next-auth.csrf-token"))
                .contentType("application/x-www-form-urlencoded")
                .formParam("email", professor.email()).formParam("password", TestAccounts.PASSWORD)
                .formParam("csrfToken", token).formParam("json", "true")
                .post("/api/auth/callback/credentials").then().statusCode(200);
    }

    @Test
    void callback_takesAJsonBodyToo() {
        Browser browser = new Browser(Browser.newAddress());
        String csrf = browser.csrf();
        browser.request().contentType(ContentType.JSON)
                .body(Map.of("email", professor.email(), "password", TestAccounts.PASSWORD, "csrfToken", csrf,
                        "callbackUrl", "/pt/home", "json", "true"))
                .post("/api/auth/callback/credentials").then().statusCode(200).body("url", endsWith("/pt/home"));
    }

    @Test
    void failedCallback_inRedirectMode_is302ToTheErrorPage() {
        Browser browser = new Browser(Browser.newAddress());
        String csrf = browser.csrf();
        browser.request().redirects().follow(false).contentType("application/x-www-form-urlencoded")
                .formParam("email", professor.email()).formParam("password", "wrong-password-9").formParam("csrfToken", csrf)
                .post("/api/auth/callback/credentials")
                .then().statusCode(302).header("Location", containsString("/api/auth/error?error=CredentialsSignin&provider=credentials"));
    }

    @Test
    void rateLimitedCallback_keepsRetryAfterAndTheProblem_andNamesTheErrorPage() {
        Browser browser = new Browser(Browser.newAddress());
        for (int i = 0; i < 5; i++) {
            browser.signIn(professor.email(), "wrong-" + i, null).then().statusCode(401);
        }
        browser.signIn(professor.email(), TestAccounts.PASSWORD, null).then().statusCode(429)
                .header("Retry-After", matchesPattern("\\d+"))
                .contentType("application/problem+json")
                .body("code", equalTo("RATE_LIMITED"))
                .body("url", matchesPattern("http://localhost:\\d+/api/auth/error\\?error=RATE_LIMITED&provider=credentials"));
    }

    @Test
    void signinPage_redirectsToTheWebAppsLoginPage_withCallbackUrlAndError() {
        given().redirects().follow(false).queryParam("callbackUrl", "/pt/forms").get("/api/auth/signin")
                .then().statusCode(302).header("Location", matchesPattern("http://localhost:\\d+/pt/login\\?callbackUrl=http%3A%2F%2Flocalhost%3A\\d+%2Fpt%2Fforms"));
        given().redirects().follow(false).queryParam("error", "SessionRequired").get("/api/auth/signin")
                .then().statusCode(302).header("Location", matchesPattern("http://localhost:\\d+/pt/login\\?callbackUrl=.*&error=SessionRequired"));
    }

    /** next-auth's GET of {@code /signin/<provider>} ignores the provider: with {@code pages.signIn} set it is {@code /signin}'s redirect. */
    @Test
    void credentialsSigninUrl_thatProvidersAdvertises_redirectsAsTheSignInPageDoes() {
        String signinUrl = given().get("/api/auth/providers").then().statusCode(200).extract().path("credentials.signinUrl");
        String path = URI.create(signinUrl).getPath();
        Map<String, String> query = Map.of("callbackUrl", "/en/forms", "error", "SessionRequired", "locale", "en");
        String page = given().redirects().follow(false).queryParams(query).get("/api/auth/signin")
                .then().statusCode(302).extract().header("Location");
        assertThat(page).matches("http://localhost:\\d+/en/login\\?callbackUrl=http%3A%2F%2Flocalhost%3A\\d+%2Fen%2Fforms&error=SessionRequired");
        given().redirects().follow(false).queryParams(query).get(path).then().statusCode(302).header("Location", equalTo(page));
        given().redirects().follow(false).queryParam("callbackUrl", "https://evil.example.com/").get(path).then().statusCode(302)
                .header("Location", matchesPattern("http://localhost:\\d+/pt/login\\?callbackUrl=http%3A%2F%2Flocalhost%3A\\d+"));

        // The provider routes beside it keep their answers: NextAuth's signIn('credentials') post, an unknown provider.
        Browser browser = new Browser(Browser.newAddress());
        String csrf = browser.csrf();
        browser.request().contentType("application/x-www-form-urlencoded").formParam("csrfToken", csrf).formParam("json", "true")
                .post(path).then().statusCode(200).body("url", matchesPattern("http://localhost:\\d+/api/auth/signin"));
        given().redirects().follow(false).get("/api/auth/signin/unconfigured").then().statusCode(404);
    }

    @Test
    void errorPage_redirectsToTheWebApp() {
        given().redirects().follow(false).queryParam("error", "CredentialsSignin").get("/api/auth/error")
                .then().statusCode(302).header("Location", matchesPattern("http://localhost:\\d+/pt/login\\?callbackUrl=.*&error=CredentialsSignin"));
        given().redirects().follow(false).queryParam("error", "Configuration").get("/api/auth/error")
                .then().statusCode(302).header("Location", matchesPattern("http://localhost:\\d+/pt/login\\?error=Configuration"));
    }

    @Test
    void signoutPage_redirectsToTheWebApp() {
        given().redirects().follow(false).get("/api/auth/signout")
                .then().statusCode(302).header("Location", matchesPattern("http://localhost:\\d+/pt/logout"));
    }

    @Test
    void signout_inJsonMode_answersTheCallbackUrl_andNeedsTheCsrfToken() {
        Browser browser = Browser.signedIn(professor.email(), TestAccounts.PASSWORD);
        String csrf = browser.csrf();
        browser.request().contentType("application/x-www-form-urlencoded")
                .formParam("csrfToken", "not-the-token").formParam("callbackUrl", "/pt/bye").formParam("json", "true")
                .post("/api/auth/signout").then().statusCode(200).body("url", endsWith("/api/auth/signout?csrf=true"));
        browser.request().get("/api/auth/session").then().body("user.id", equalTo(professor.id()));

        browser.request().contentType("application/x-www-form-urlencoded")
                .formParam("csrfToken", csrf).formParam("callbackUrl", "/pt/bye").formParam("json", "true")
                .post("/api/auth/signout").then().statusCode(200).body("url", matchesPattern("http://localhost:\\d+/pt/bye"));
        given().cookie("next-auth.session-token", browser.sessionToken()).get("/api/auth/session")
                .then().body("$", anEmptyMap());
    }

    @Test
    void signout_inRedirectMode_is302ToTheCallbackUrl() {
        Browser browser = Browser.signedIn(professor.email(), TestAccounts.PASSWORD);
        String csrf = browser.csrf();
        Response response = browser.request().redirects().follow(false).contentType("application/x-www-form-urlencoded")
                .formParam("csrfToken", csrf).formParam("callbackUrl", "/pt/bye").post("/api/auth/signout");
        response.then().statusCode(302).header("Location", endsWith("/pt/bye"));
        assertThat(response.getHeader("Set-Cookie")).contains("next-auth.session-token=;").contains("Max-Age=0");
    }

    @Test
    void sessionUpdate_withTheCsrfToken_answersTheSession_andWithoutIt400CsrfInvalid() {
        Browser browser = Browser.signedIn(professor.email(), TestAccounts.PASSWORD);
        String csrf = browser.csrf();
        browser.request().contentType(ContentType.JSON).body(Map.of("csrfToken", csrf, "data", Map.of("theme", "dark")))
                .post("/api/auth/session").then().statusCode(200)
                .body("user.id", equalTo(professor.id())).header("Cache-Control", "private, no-cache, no-store");
        browser.request().contentType(ContentType.JSON).body(Map.of("data", Map.of()))
                .post("/api/auth/session").then().statusCode(400).contentType("application/problem+json")
                .body("code", equalTo("CSRF_INVALID"));
    }

    @Test
    void clientLog_isAccepted() {
        given().contentType(ContentType.JSON).body(Map.of("code", "CLIENT_FETCH_ERROR", "level", "error", "url", "/x"))
                .post("/api/auth/_log").then().statusCode(200);
    }

    @Test
    void sessionOfACookieClient_neverShowsTheToken() {
        Browser browser = Browser.signedIn(professor.email(), TestAccounts.PASSWORD);
        browser.request().get("/api/auth/session").then().statusCode(200).body("sessionToken", nullValue());
    }
}
