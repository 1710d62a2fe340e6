package app.assessment.bootstrap.auth.oidc;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.anEmptyMap;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.RestAssured;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.net.URI;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.UnaryOperator;
import org.jose4j.jwt.JwtClaims;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

@QuarkusTest
@TestProfile(OneIdentityProviderProfile.class)
class IdentityProviderSignInTest {

    private static final String STATE_COOKIE = "next-auth.state";

    @Inject
    TestAccounts accounts;

    @Inject
    EntityManager em;

    OidcStub stub;

    private User professor;

    @BeforeEach
    void setUp() {
        Organization org = accounts.organization();
        professor = accounts.user(org, Role.PROFESSOR);
    }

    @Test
    void providers_listTheConfiguredProviderAfterCredentials() {
        given().get("/api/auth/providers").then().statusCode(200)
                .body("credentials.type", equalTo("credentials"))
                .body("test.id", equalTo("test"))
                .body("test.name", equalTo("Test IdP"))
                .body("test.type", equalTo("oauth"))
                .body("test.signinUrl", equalTo(base() + "/api/auth/signin/test"))
                .body("test.callbackUrl", equalTo(base() + "/api/auth/callback/test"));
    }

    @Test
    void signIn_redirectsToTheProviderWithStateNonceAndPkce() {
        Attempt attempt = start("");
        Map<String, String> query = attempt.query();
        assertThat(attempt.location()).startsWith(stub.issuer() + "/authorize?");
        assertThat(query).containsEntry("response_type", "code").containsEntry("client_id", OidcStub.CLIENT_ID)
                .containsEntry("redirect_uri", base() + "/api/auth/callback/test")
                .containsEntry("scope", "openid email profile").containsEntry("code_challenge_method", "S256");
        assertThat(query.get("state")).hasSizeGreaterThanOrEqualTo(43);
        assertThat(query.get("nonce")).hasSizeGreaterThanOrEqualTo(43).isNotEqualTo(query.get("state"));
        assertThat(attempt.setCookie()).startsWith(STATE_COOKIE + "=").containsIgnoringCase("HttpOnly")
                .contains("SameSite=Lax").contains("Path=/api/auth/callback").contains("Max-Age=600");
        // Made from the same secret, but under its own key: it does not pass as a session token.
        given().cookie("next-auth.session-token", attempt.cookie()).get("/api/auth/session")
                .then().statusCode(200).body("$", anEmptyMap());
    }

    @Test
    void signInByPost_asNextAuthsClientDoes_answersTheAuthorizationUrlInJson_andTheAttemptCookie() {
        Response csrf = given().get("/api/auth/csrf");
        Response response = given().cookies(csrf.cookies()).contentType("application/x-www-form-urlencoded")
                .formParam("csrfToken", csrf.jsonPath().getString("csrfToken")).formParam("callbackUrl", "/pt/forms")
                .formParam("json", "true").post("/api/auth/signin/test");
        response.then().statusCode(200);
        Attempt attempt = new Attempt(response.jsonPath().getString("url"), response.getCookie(STATE_COOKIE),
                response.getHeader("Set-Cookie"));
        assertThat(attempt.location()).startsWith(stub.issuer() + "/authorize?");
        assertThat(attempt.query()).containsEntry("redirect_uri", base() + "/api/auth/callback/test");
        assertThat(attempt.cookie()).isNotBlank();

        stub.answerTokenRequestsWith(stub.sign(stub.claims(professor.email(), attempt.nonce())));
        attempt.callback(OidcStub.CODE, attempt.state()).then().statusCode(302).header("Location", equalTo(base() + "/pt/forms"));
    }

    @Test
    void signInByPost_withoutTheCsrfToken_pointsAtTheSignInPage() {
        given().contentType("application/x-www-form-urlencoded").formParam("csrfToken", "forged").formParam("json", "true")
                .post("/api/auth/signin/test").then().statusCode(200).body("url", equalTo(base() + "/api/auth/signin?csrf=true"));
    }

    @Test
    void theAttemptCookie_isEncrypted_soItsNonceAndPkceVerifierCannotBeRead() {
        Attempt attempt = start("");
        String[] parts = attempt.cookie().split("\\.");
        String header = new String(Base64.getUrlDecoder().decode(parts[0]), StandardCharsets.UTF_8);

        assertThat(header).contains("\"alg\":\"dir\"").contains("\"enc\":\"A256GCM\"");
        for (String part : parts) {
            String decoded = new String(Base64.getUrlDecoder().decode(part), StandardCharsets.ISO_8859_1);
            assertThat(decoded).doesNotContain(attempt.nonce()).doesNotContain("pkv");
        }
    }

    @Test
    void aCallBeyondTheLimit_whileTheProviderIsSlow_failsAtOnce_withoutReachingIt() throws Exception {
        int limit = 4;
        List<Attempt> slow = new ArrayList<>();
        for (int i = 0; i < limit; i++) {
            slow.add(start(""));
        }
        Attempt extra = start("");
        stub.answerTokenRequestsSlowlyWith(stub.sign(stub.claims(professor.email(), extra.nonce())), 3_000);
        ExecutorService browsers = Executors.newFixedThreadPool(limit);
        try {
            List<Future<Response>> inFlight = new ArrayList<>();
            for (Attempt attempt : slow) {
                inFlight.add(browsers.submit(() -> attempt.callback(OidcStub.CODE, attempt.state())));
            }
            await().until(() -> stub.tokenRequests().size() == limit);

            extra.callback(OidcStub.CODE, extra.state()).then().statusCode(302)
                    .header("Location", containsString("code=IDENTITY_PROVIDER_UNAVAILABLE"));

            assertThat(stub.tokenRequests()).as("the extra call never reached the provider").hasSize(limit);
            for (Future<Response> callback : inFlight) {
                // Their nonces differ from the id_token's, so they fail after the token call; what matters is they were let through.
                assertThat(callback.get().getHeader("Location")).doesNotContain("IDENTITY_PROVIDER_UNAVAILABLE");
            }
        } finally {
            browsers.shutdownNow();
        }
    }

    @Test
    void callback_withTheVerifiedEmailOfAnActiveUser_opensASessionAndGoesHome() {
        Attempt attempt = start("");
        stub.answerTokenRequestsWith(stub.sign(stub.claims(professor.email().toUpperCase(), attempt.nonce())));

        Response callback = attempt.callback(OidcStub.CODE, attempt.state());

        callback.then().statusCode(302).header("Location", equalTo(base() + "/pt/home"));
        String sessionToken = callback.getCookie("next-auth.session-token");
        assertThat(sessionToken).isNotBlank();
        assertThat(callback.getHeaders().getValues("Set-Cookie")).anySatisfy(c -> assertThat(c).startsWith(STATE_COOKIE + "=;"));
        given().cookie("next-auth.session-token", sessionToken).get("/api/auth/session").then().statusCode(200)
                .body("user.id", equalTo(professor.id())).body("user.role", equalTo("PROFESSOR"));
        assertThat(signInMethodsOf(professor.id())).containsExactly("oidc:test");
    }

    @Test
    void callback_provesPossessionOfThePkceVerifier_andAuthenticatesTheClient() {
        Attempt attempt = start("");
        stub.answerTokenRequestsWith(stub.sign(stub.claims(professor.email(), attempt.nonce())));

        attempt.callback(OidcStub.CODE, attempt.state()).then().statusCode(302);

        assertThat(stub.tokenRequests()).hasSize(1);
        Map<String, String> form = parse(stub.tokenRequests().get(0).getBodyAsString());
        assertThat(form).containsEntry("redirect_uri", base() + "/api/auth/callback/test").doesNotContainKey("client_secret");
        assertThat(s256(form.get("code_verifier"))).isEqualTo(attempt.query().get("code_challenge"));
    }

    @Test
    void locale_andCallbackUrl_chooseWhereTheBrowserLands_butNeverOffSite() {
        assertLandsOn(start("?locale=en"), base() + "/en/home");
        assertLandsOn(start("?callbackUrl=/pt/forms"), base() + "/pt/forms");
        assertLandsOn(start("?callbackUrl=https://evil.example.com/steal"), base());
        given().redirects().follow(false).get("/api/auth/signin/test?locale=../../evil").then().statusCode(400);
    }

    @Test
    void unverifiedOrMissingEmailVerification_isDenied() {
        assertDenied(claims -> claimed(claims, "email_verified", false), "AccessDenied", "OIDC_EMAIL_UNVERIFIED");
        assertDenied(claims -> {
            claims.unsetClaim("email_verified");
            return claims;
        }, "AccessDenied", "OIDC_EMAIL_UNVERIFIED");
        assertDenied(claims -> claimed(claims, "email_verified", "true"), "AccessDenied", "OIDC_EMAIL_UNVERIFIED");
    }

    @Test
    void unknownOrInactiveAccount_isDenied() {
        assertDenied(claims -> claimed(claims, "email", "nobody-" + professor.id() + "@example.com"),
                "AccessDenied", "IDENTITY_NOT_LINKED");
        accounts.update(accounts.reload(professor.id()).withActive(false, Instant.now()));
        assertDenied(claims -> claims, "AccessDenied", "IDENTITY_NOT_LINKED");
        assertThat(signInMethodsOf(professor.id())).isEmpty();
    }

    @Test
    void wrongNonce_wrongAudience_wrongIssuer_orExpiredToken_isRefused() {
        assertDenied(claims -> claimed(claims, "nonce", "another-attempt"), "OAuthCallback", "OIDC_NONCE_INVALID");
        assertDenied(claims -> claimed(claims, "aud", "another-client"), "OAuthCallback", "OIDC_ID_TOKEN_INVALID");
        assertDenied(claims -> claimed(claims, "iss", "https://evil.example.com"), "OAuthCallback", "OIDC_ID_TOKEN_INVALID");
        assertDenied(claims -> claimed(claims, "exp", Instant.now().minusSeconds(600).getEpochSecond()),
                "OAuthCallback", "OIDC_ID_TOKEN_INVALID");
    }

    @Test
    void idTokenSignedWithAnUnpublishedKey_isRefused() {
        Attempt attempt = start("");
        stub.answerTokenRequestsWith(stub.signWithForeignKey(stub.claims(professor.email(), attempt.nonce())));
        assertRefused(attempt.callback(OidcStub.CODE, attempt.state()), "OAuthCallback", "OIDC_ID_TOKEN_INVALID");
    }

    @Test
    void tamperedIdTokenPayload_isRefused() {
        Attempt attempt = start("");
        String honest = stub.sign(stub.claims("nobody@example.com", attempt.nonce()));
        String[] parts = honest.split("\\.");
        String forgedPayload = Base64.getUrlEncoder().withoutPadding().encodeToString(
                stub.claims(professor.email(), attempt.nonce()).toJson().getBytes(StandardCharsets.UTF_8));
        stub.answerTokenRequestsWith(parts[0] + "." + forgedPayload + "." + parts[2]);
        assertRefused(attempt.callback(OidcStub.CODE, attempt.state()), "OAuthCallback", "OIDC_ID_TOKEN_INVALID");
    }

    @Test
    void wrongOrMissingState_isRefusedBeforeTheCodeIsRedeemed() {
        Attempt attempt = start("");
        stub.answerTokenRequestsWith(stub.sign(stub.claims(professor.email(), attempt.nonce())));

        assertRefused(attempt.callback(OidcStub.CODE, "not-the-state"), "OAuthCallback", "OIDC_STATE_INVALID");
        // The callback without this browser's cookie: someone else's sign-in attempt (login CSRF).
        Response foreign = given().redirects().follow(false).queryParam("code", OidcStub.CODE)
                .queryParam("state", attempt.state()).get("/api/auth/callback/test");
        assertRefused(foreign, "OAuthCallback", "OIDC_STATE_INVALID");
        assertThat(stub.tokenRequests()).isEmpty();
    }

    @Test
    void codeTheProviderDoesNotKnow_isRefused() {
        Attempt attempt = start("");
        stub.answerTokenRequestsWith(stub.sign(stub.claims(professor.email(), attempt.nonce())));
        assertRefused(attempt.callback("stolen-or-replayed-code", attempt.state()), "OAuthCallback", "OIDC_CODE_REJECTED");
    }

    @Test
    void providerError_isRefused_andTheErrorPageSendsTheBrowserToTheWebAppsSignInPage() {
        Attempt attempt = start("");
        Response callback = given().redirects().follow(false).cookie(STATE_COOKIE, attempt.cookie())
                .queryParam("error", "access_denied").queryParam("state", attempt.state()).get("/api/auth/callback/test");
        assertRefused(callback, "OAuthCallback", "OIDC_PROVIDER_ERROR");
        given().redirects().follow(false).get(callback.getHeader("Location")).then().statusCode(302)
                .header("Location", equalTo(base() + "/pt/login?callbackUrl=" + URLEncoder.encode(base(), StandardCharsets.UTF_8)
                        + "&error=OAuthCallback"));
    }

    @Test
    void unconfiguredProvider_is404() {
        given().redirects().follow(false).get("/api/auth/signin/github").then().statusCode(404)
                .contentType(startsWith("application/problem+json")).body("code", equalTo("NOT_FOUND"));
        given().redirects().follow(false).get("/api/auth/callback/github?code=x&state=y").then().statusCode(404)
                .contentType(startsWith("application/problem+json"));
    }

    /** Beside a configured provider, credentials' sign-in route is still the web app's sign-in page, not a provider's. */
    @Test
    void credentialsSignInRoute_isTheSignInPage_besideAConfiguredProvider() {
        given().redirects().follow(false).get("/api/auth/signin/credentials").then().statusCode(302)
                .header("Location", equalTo(base() + "/pt/login?callbackUrl=" + URLEncoder.encode(base(), StandardCharsets.UTF_8)))
                .header("Set-Cookie", org.hamcrest.Matchers.nullValue());
    }

    private void assertDenied(UnaryOperator<JwtClaims> change, String nextAuthError, String code) {
        Attempt attempt = start("");
        stub.answerTokenRequestsWith(stub.sign(change.apply(stub.claims(professor.email(), attempt.nonce()))));
        assertRefused(attempt.callback(OidcStub.CODE, attempt.state()), nextAuthError, code);
    }

    private void assertRefused(Response callback, String nextAuthError, String code) {
        callback.then().statusCode(302)
                .header("Location", equalTo(base() + "/api/auth/error?error=" + nextAuthError + "&provider=test&code=" + code));
        assertThat(callback.getCookie("next-auth.session-token")).isNull();
    }

    private void assertLandsOn(Attempt attempt, String target) {
        stub.answerTokenRequestsWith(stub.sign(stub.claims(professor.email(), attempt.nonce())));
        attempt.callback(OidcStub.CODE, attempt.state()).then().statusCode(302).header("Location", equalTo(target));
    }

    private static JwtClaims claimed(JwtClaims claims, String name, Object value) {
        claims.setClaim(name, value);
        return claims;
    }

    private Attempt start(String query) {
        Response response = given().redirects().follow(false).get("/api/auth/signin/test" + query);
        response.then().statusCode(302);
        return new Attempt(response.getHeader("Location"), response.getCookie(STATE_COOKIE), response.getHeader("Set-Cookie"));
    }

    private record Attempt(String location, String cookie, String setCookie) {
        Map<String, String> query() {
            return parse(URI.create(location).getRawQuery());
        }

        String state() {
            return query().get("state");
        }

        String nonce() {
            return query().get("nonce");
        }

        Response callback(String code, String state) {
            return given().redirects().follow(false).cookie(STATE_COOKIE, cookie)
                    .queryParam("code", code).queryParam("state", state).get("/api/auth/callback/test");
        }
    }

    private static Map<String, String> parse(String formOrQuery) {
        Map<String, String> values = new HashMap<>();
        for (String pair : formOrQuery.split("&")) {
            int eq = pair.indexOf('=');
            values.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                    URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
        }
        return values;
    }

    private static String s256(String verifier) {
        try {
            return Base64.getUrlEncoder().withoutPadding().encodeToString(
                    MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String base() {
        return RestAssured.baseURI + ":" + RestAssured.port;
    }

    @Transactional
    @SuppressWarnings("unchecked")
    List<String> signInMethodsOf(String userId) {
        return em.createNativeQuery("select changes->>'method' from audit_entries where action = 'auth.signin' and actor_user_id = ?1")
                .setParameter(1, userId).getResultList();
    }
}
