package app.assessment.bootstrap.apikey;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.startsWith;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.bootstrap.testsupport.TestClock;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 47: organization API keys, their scopes, revocation, expiry, last use and rate limit. */
@QuarkusTest
class ApiKeysTest {

    static final List<String> ALL_SCOPES = List.of("forms:read", "forms:write", "people:read", "people:write",
            "assignments:read", "assignments:write", "results:read", "payments:read");

    @Inject
    TestAccounts accounts;
    @Inject
    TestClock clock;
    @Inject
    ApiKeyRows rows;

    private SignedInOrganization org;

    @BeforeEach
    void setUp() {
        org = SignedInOrganization.create(accounts);
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    /** Creates a key as the organization's administrator; returns the creation answer. */
    static Response create(Browser admin, String name, List<String> scopes, Instant expiresAt) {
        Map<String, Object> body = new HashMap<>();
        body.put("name", name);
        body.put("scopes", scopes);
        if (expiresAt != null) {
            body.put("expiresAt", expiresAt.toString());
        }
        return admin.request().contentType(ContentType.JSON).body(body).post("/api/admin/api-keys");
    }

    static String key(Browser admin, List<String> scopes) {
        return create(admin, "integration", scopes, null).then().statusCode(201).extract().path("key");
    }

    static RequestSpecification with(String key) {
        return given().header("Authorization", "Bearer " + key);
    }

    @Test
    void creation_showsTheKeyOnce_andTheListNamesItWithoutTheKey() {
        Response created = create(org.admin(), "ATS sync", List.of("forms:read", "people:read"), null);
        created.then().statusCode(201).body("key", startsWith("ask_"))
                .body("prefix", startsWith("ask_c")).body("scopes", equalTo(List.of("forms:read", "people:read")));
        String key = created.path("key");
        String id = created.path("id");
        assertThat(key).startsWith(created.<String>path("prefix") + "_").hasSize(4 + 25 + 1 + 43);

        String list = org.admin().request().get("/api/admin/api-keys").then().statusCode(200)
                .body("find { it.id == '" + id + "' }.name", equalTo("ATS sync"))
                .body("find { it.id == '" + id + "' }.lastUsedAt", nullValue()).extract().asString();
        assertThat(list).doesNotContain(key).doesNotContain(key.substring(key.length() - 43));
    }

    @Test
    void aKey_actsOnTheRoutesOfItsScopes_andIsRefusedNamingTheMissingScopeElsewhere() {
        String key = key(org.admin(), List.of("forms:read"));

        with(key).get("/api/forms").then().statusCode(200);
        with(key).contentType(ContentType.JSON).body(Map.of("title", "By key")).post("/api/forms").then().statusCode(403)
                .contentType(containsString("application/problem+json"))
                .body("code", equalTo("API_KEY_SCOPE_MISSING")).body("detail", containsString("forms:write"));
        with(key).get("/api/students").then().statusCode(403).body("detail", containsString("people:read"));
        with(key).get("/api/mobile/payments").then().statusCode(403).body("detail", containsString("payments:read"));
    }

    @Test
    void administrationUsersSettingsAuditAndKeyRoutes_areNeverReachableByAKey() {
        String key = key(org.admin(), ALL_SCOPES);

        for (String path : List.of("/api/admin/api-keys", "/api/users", "/api/user/profile", "/api/admin/audit-logs",
                "/api/admin/notifications", "/api/admin/settings", "/api/user/sessions", "/api/notifications")) {
            int status = with(key).get(path).statusCode();
            assertThat(status).as(path).isEqualTo(403);
        }
        with(key).get("/api/admin/api-keys").then().body("code", equalTo("API_KEY_NOT_ALLOWED"));
        with(key).contentType(ContentType.JSON).body(Map.of("name", "child", "scopes", List.of("forms:read")))
                .post("/api/admin/api-keys").then().statusCode(403);
    }

    @Test
    void aKeyCreates_asItsOrganization_auditedAsTheKey() {
        Response created = create(org.admin(), "School system", List.of("people:write", "people:read"), null);
        String key = created.path("key");
        String keyId = created.path("id");

        String studentId = with(key).contentType(ContentType.JSON).body(Map.of("name", "Ana Key", "status", "ACTIVE")).post("/api/students")
                .then().statusCode(201).extract().path("id");

        org.admin().request().get("/api/students/" + studentId).then().statusCode(200);
        assertThat(rows.audit(studentId)).singleElement().asString()
                .startsWith("student.").contains(" by API_KEY " + keyId + " School system");
        assertThat(String.join("\n", rows.auditChangesOf(org.organization().id()))).doesNotContain(key);
    }

    @Test
    void anotherOrganizationsRecord_isAbsentForAKey() {
        SignedInOrganization other = SignedInOrganization.create(accounts);
        String theirs = SignedInOrganization.created(other.admin(), "/api/students", Map.of("name", "Theirs", "status", "ACTIVE"));
        String key = key(org.admin(), List.of("people:read"));

        with(key).get("/api/students/" + theirs).then().statusCode(404);
    }

    @Test
    void aRevokedKey_is401OnTheNextRequest() {
        Response created = create(org.admin(), "to revoke", List.of("forms:read"), null);
        String key = created.path("key");
        with(key).get("/api/forms").then().statusCode(200);

        org.admin().request().delete("/api/admin/api-keys/" + created.<String>path("id")).then().statusCode(200);

        with(key).get("/api/forms").then().statusCode(401);
        org.admin().request().get("/api/admin/api-keys").then().body("id", not(hasItem(created.<String>path("id"))));
    }

    @Test
    void anotherOrganizationsKey_cannotBeRevoked() {
        String theirs = create(SignedInOrganization.create(accounts).admin(), "theirs", List.of("forms:read"), null).path("id");

        org.admin().request().delete("/api/admin/api-keys/" + theirs).then().statusCode(404);
    }

    @Test
    void anExpiredKey_is401() {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        clock.freezeAt(now);
        String key = create(org.admin(), "short-lived", List.of("forms:read"), now.plus(Duration.ofHours(1)))
                .then().statusCode(201).extract().path("key");
        with(key).get("/api/forms").then().statusCode(200);

        clock.advance(Duration.ofHours(1));

        with(key).get("/api/forms").then().statusCode(401);
    }

    @Test
    void aWrongOrMalformedKey_is401() {
        String key = key(org.admin(), List.of("forms:read"));
        String tampered = key.substring(0, key.length() - 1) + (key.endsWith("A") ? "B" : "A");

        with(tampered).get("/api/forms").then().statusCode(401);
        with("ask_nothing").get("/api/forms").then().statusCode(401);
    }

    @Test
    void lastUse_isWrittenWithItsAddress_atMostOnceAMinute() {
        Instant now = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        clock.freezeAt(now);
        Response created = create(org.admin(), "used", List.of("forms:read"), null);
        String key = created.path("key");
        String id = created.path("id");

        with(key).header("X-Forwarded-For", "10.47.0.1").get("/api/forms").then().statusCode(200);
        clock.advance(Duration.ofSeconds(30));
        with(key).header("X-Forwarded-For", "10.47.0.2").get("/api/forms").then().statusCode(200);
        assertLastUse(id, now, "10.47.0.1");

        clock.advance(Duration.ofSeconds(31));
        with(key).header("X-Forwarded-For", "10.47.0.3").get("/api/forms").then().statusCode(200);
        assertLastUse(id, now.plusSeconds(61), "10.47.0.3");
    }

    private void assertLastUse(String id, Instant at, String ip) {
        org.admin().request().get("/api/admin/api-keys").then()
                .body("find { it.id == '" + id + "' }.lastUsedAt", equalTo(at.toString().replace("Z", ".000Z")))
                .body("find { it.id == '" + id + "' }.lastUsedIp", equalTo(ip));
    }

    @Test
    void aKeyOverItsRateLimit_is429WithRetryAfter() {
        String key = key(org.admin(), List.of("forms:read"));
        String other = key(org.admin(), List.of("forms:read"));

        Response last = null;
        for (int i = 0; i <= 30; i++) {
            last = with(key).get("/api/forms");
        }
        last.then().statusCode(429).header("Retry-After", notNullValue()).body("code", equalTo("RATE_LIMITED"));
        assertThat(Integer.parseInt(last.header("Retry-After"))).isBetween(1, 60);
        // Counted per key: another key of the same organization is not limited.
        with(other).get("/api/forms").then().statusCode(200);
    }

    @Test
    void badInput_is400() {
        create(org.admin(), "x", List.of("forms:delete"), null).then().statusCode(400).body("errors[0].field", equalTo("scopes"));
        create(org.admin(), "x", List.of(), null).then().statusCode(400);
        create(org.admin(), " ", List.of("forms:read"), null).then().statusCode(400);
        create(org.admin(), "x", List.of("forms:read"), Instant.parse("2001-01-01T00:00:00Z")).then().statusCode(400);
    }

    @Test
    void aProfessor_cannotManageKeys() {
        org.professor().request().get("/api/admin/api-keys").then().statusCode(403);
    }
}
