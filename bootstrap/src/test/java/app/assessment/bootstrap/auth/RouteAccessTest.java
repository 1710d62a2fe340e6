package app.assessment.bootstrap.auth;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every route of the served OpenAPI schema against every kind of caller. A route that has no
 * rule here fails {@link #everyServedRoute_hasAnAccessRule()}: adding an endpoint means deciding
 * who may call it.
 */
@QuarkusTest
class RouteAccessTest {

    /**
     * SESSION: any signed-in staff member (PROFESSOR, ADMIN, SUPER_ADMIN), a STUDENT gets 403;
     * ANYONE: every signed-in account, STUDENT included (own profile, sessions, assignments,
     * submissions, reports). CRON and PROVIDER: a shared secret instead of a session, so a session
     * alone is 401 too.
     */
    enum Access { PUBLIC, ANYONE, SESSION, ADMIN, SUPER_ADMIN, CRON, PROVIDER }

    private static final Map<String, Access> RULES = Map.ofEntries(
            Map.entry("GET /api/auth/csrf", Access.PUBLIC),
            Map.entry("GET /api/auth/providers", Access.PUBLIC),
            Map.entry("POST /api/auth/check-credentials", Access.PUBLIC),
            Map.entry("POST /api/auth/callback/credentials", Access.PUBLIC),
            Map.entry("GET /api/auth/session", Access.PUBLIC),
            Map.entry("POST /api/auth/session", Access.PUBLIC),
            Map.entry("POST /api/auth/_log", Access.PUBLIC),
            Map.entry("GET /api/auth/signin", Access.PUBLIC),
            Map.entry("GET /api/auth/signin/credentials", Access.PUBLIC),
            Map.entry("GET /api/auth/signout", Access.PUBLIC),
            Map.entry("POST /api/auth/signin/{provider}", Access.PUBLIC),
            Map.entry("POST /api/auth/logout", Access.PUBLIC),
            Map.entry("POST /api/auth/signout", Access.PUBLIC),
            Map.entry("GET /api/auth/error", Access.PUBLIC),
            Map.entry("GET /api/auth/signin/{provider}", Access.PUBLIC),
            Map.entry("GET /api/auth/callback/{provider}", Access.PUBLIC),
            Map.entry("POST /api/auth/2fa/email", Access.PUBLIC),
            Map.entry("POST /api/user/2fa/totp", Access.ANYONE),
            Map.entry("POST /api/user/2fa/totp/verify", Access.ANYONE),
            Map.entry("DELETE /api/user/2fa/totp", Access.ANYONE),
            Map.entry("PUT /api/user/2fa/email", Access.ANYONE),
            Map.entry("POST /api/users/forgot-password", Access.PUBLIC),
            Map.entry("POST /api/users/reset-password", Access.PUBLIC),
            Map.entry("POST /api/assignments", Access.SESSION),
            Map.entry("POST /api/assignments/bulk", Access.SESSION),
            Map.entry("GET /api/assignments", Access.ANYONE),
            Map.entry("GET /api/assignments/{id}", Access.ANYONE),
            Map.entry("POST /api/assignments/{id}/cancel", Access.SESSION),
            Map.entry("POST /api/assignments/{id}/reactivate", Access.SESSION),
            Map.entry("GET /api/assignments/{id}/accommodation", Access.SESSION),
            Map.entry("PUT /api/assignments/{id}/accommodation", Access.SESSION),
            Map.entry("DELETE /api/assignments/{id}/accommodation", Access.SESSION),
            Map.entry("POST /api/accommodations/import", Access.ADMIN),
            Map.entry("GET /api/assignments/{token}/draft", Access.PUBLIC),
            Map.entry("PUT /api/assignments/{token}/draft", Access.PUBLIC),
            Map.entry("GET /api/test-link/{token}", Access.PUBLIC),
            Map.entry("POST /api/test-link/{token}/submit", Access.PUBLIC),
            Map.entry("POST /api/test-link/{token}/start", Access.PUBLIC),
            Map.entry("GET /api/test-link/{token}/review", Access.PUBLIC),
            Map.entry("GET /api/submissions", Access.ANYONE),
            Map.entry("GET /api/submissions/{id}", Access.ANYONE),
            Map.entry("GET /api/grading", Access.SESSION),
            Map.entry("POST /api/forms/{id}/regrade", Access.SESSION),
            Map.entry("GET /api/forms/{id}/statistics", Access.SESSION),
            Map.entry("GET /api/forms/{id}/statistics.csv", Access.SESSION),
            Map.entry("GET /api/forms/{id}/statistics.pdf", Access.SESSION),
            Map.entry("GET /api/forms/{id}/statistics/stream", Access.SESSION),
            Map.entry("POST /api/forms/{id}/statistics/rebuild", Access.ADMIN),
            Map.entry("PUT /api/submissions/{id}/answers/{questionId}/grade", Access.SESSION),
            Map.entry("GET /api/reports", Access.ANYONE),
            Map.entry("GET /api/reports/{submissionId}", Access.ANYONE),
            Map.entry("POST /api/reports/export", Access.ANYONE),
            Map.entry("GET /api/question-banks", Access.SESSION),
            Map.entry("POST /api/question-banks", Access.SESSION),
            Map.entry("GET /api/question-banks/{id}", Access.SESSION),
            Map.entry("POST /api/question-banks/{id}/import", Access.SESSION),
            Map.entry("GET /api/question-banks/{id}/export", Access.SESSION),
            Map.entry("PUT /api/question-banks/{id}", Access.SESSION),
            Map.entry("DELETE /api/question-banks/{id}", Access.SESSION),
            Map.entry("GET /api/question-banks/{bankId}/questions", Access.SESSION),
            Map.entry("POST /api/question-banks/{bankId}/questions", Access.SESSION),
            Map.entry("GET /api/question-banks/{bankId}/questions/{questionId}", Access.SESSION),
            Map.entry("PUT /api/question-banks/{bankId}/questions/{questionId}", Access.SESSION),
            Map.entry("DELETE /api/question-banks/{bankId}/questions/{questionId}", Access.SESSION),
            Map.entry("GET /api/question-banks/{bankId}/questions/{questionId}/versions", Access.SESSION),
            Map.entry("GET /api/forms", Access.SESSION),
            Map.entry("POST /api/forms", Access.SESSION),
            Map.entry("GET /api/forms/{id}", Access.SESSION),
            Map.entry("PUT /api/forms/{id}", Access.SESSION),
            Map.entry("DELETE /api/forms/{id}", Access.SESSION),
            Map.entry("GET /api/forms/{id}/export", Access.SESSION),
            Map.entry("GET /api/cron/health", Access.CRON),
            Map.entry("GET /api/cron/payments-sync", Access.CRON),
            Map.entry("GET /api/cron/backup", Access.CRON),
            Map.entry("POST /api/cron/backup", Access.CRON),
            Map.entry("GET /api/cron/cleanup", Access.CRON),
            Map.entry("GET /api/cron/notifications", Access.CRON),
            Map.entry("GET /api/cron/attempts", Access.CRON),
            Map.entry("GET /api/cron/webhooks", Access.CRON),
            Map.entry("POST /api/cron/webhooks", Access.CRON),
            Map.entry("GET /api/admin/webhooks", Access.ADMIN),
            Map.entry("POST /api/admin/webhooks", Access.ADMIN),
            Map.entry("GET /api/admin/webhooks/{id}", Access.ADMIN),
            Map.entry("PUT /api/admin/webhooks/{id}", Access.ADMIN),
            Map.entry("DELETE /api/admin/webhooks/{id}", Access.ADMIN),
            Map.entry("POST /api/admin/webhooks/{id}/rotate-secret", Access.ADMIN),
            Map.entry("GET /api/admin/webhooks/{id}/deliveries", Access.ADMIN),
            Map.entry("POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/retry", Access.ADMIN),
            Map.entry("POST /api/admin/webhooks/{id}/test", Access.ADMIN),
            Map.entry("GET /api/notifications", Access.SESSION),
            Map.entry("POST /api/notifications/{id}/read", Access.SESSION),
            Map.entry("POST /api/notifications/read-all", Access.SESSION),
            Map.entry("GET /api/admin/notifications", Access.ADMIN),
            Map.entry("GET /api/admin/email-templates", Access.SUPER_ADMIN),
            Map.entry("GET /api/admin/email-templates/{key}", Access.SUPER_ADMIN),
            Map.entry("PUT /api/admin/email-templates/{key}", Access.SUPER_ADMIN),
            Map.entry("DELETE /api/admin/email-templates/{key}", Access.SUPER_ADMIN),
            Map.entry("POST /api/admin/email-templates/{key}/preview", Access.SUPER_ADMIN),
            Map.entry("POST /api/admin/notifications", Access.SUPER_ADMIN),
            Map.entry("DELETE /api/admin/notifications/{id}", Access.SUPER_ADMIN),
            Map.entry("POST /api/admin/notifications/{id}/retry", Access.SUPER_ADMIN),
            Map.entry("GET /api/admin/settings", Access.SUPER_ADMIN),
            Map.entry("PUT /api/admin/settings", Access.SUPER_ADMIN),
            Map.entry("GET /api/admin/audit-logs", Access.ADMIN),
            Map.entry("GET /api/admin/audit-logs/export", Access.ADMIN),
            Map.entry("GET /api/admin/audit-logs/{id}", Access.ADMIN),
            Map.entry("GET /api/admin/logs/stream", Access.ADMIN),
            Map.entry("POST /api/webhooks/asaas", Access.PROVIDER),
            Map.entry("GET /api/mobile/payments", Access.ADMIN),
            Map.entry("GET /api/mobile/assignments/{id}/payment", Access.SESSION),
            Map.entry("POST /api/mobile/assignments/{id}/payment", Access.ADMIN),
            Map.entry("POST /api/mobile/assignments/{id}/payment/confirm", Access.ADMIN),
            Map.entry("POST /api/mobile/assignments/{id}/payment/exempt", Access.ADMIN),
            Map.entry("POST /api/mobile/assignments/{id}/payment/cancel", Access.ADMIN),
            Map.entry("POST /api/mobile/assignments/{id}/payment/sync", Access.ADMIN),
            Map.entry("POST /api/users", Access.ADMIN),
            Map.entry("PUT /api/users", Access.SESSION),
            Map.entry("GET /api/users", Access.ADMIN),
            Map.entry("GET /api/users/{id}/image", Access.ANYONE),
            Map.entry("GET /api/user/profile", Access.ANYONE),
            Map.entry("PUT /api/user/profile", Access.ANYONE),
            Map.entry("GET /api/user/role", Access.ANYONE),
            Map.entry("GET /api/user/sessions", Access.ANYONE),
            Map.entry("DELETE /api/user/sessions/{id}", Access.ANYONE),
            Map.entry("POST /api/auth/logout-all", Access.ANYONE),
            Map.entry("POST /api/users/{id}/sessions/revoke", Access.ADMIN),
            Map.entry("GET /api/admin/organizations", Access.SUPER_ADMIN),
            Map.entry("POST /api/admin/organizations", Access.SUPER_ADMIN),
            Map.entry("GET /api/admin/backups", Access.SUPER_ADMIN),
            Map.entry("GET /api/admin/api-keys", Access.ADMIN),
            Map.entry("POST /api/admin/api-keys", Access.ADMIN),
            Map.entry("DELETE /api/admin/api-keys/{id}", Access.ADMIN),
            Map.entry("POST /api/admin/backups", Access.SUPER_ADMIN),
            Map.entry("GET /api/students", Access.SESSION),
            Map.entry("POST /api/students", Access.SESSION),
            Map.entry("POST /api/students/import", Access.ADMIN),
            Map.entry("GET /api/students/{id}", Access.SESSION),
            Map.entry("PUT /api/students/{id}", Access.SESSION),
            Map.entry("DELETE /api/students/{id}", Access.ADMIN),
            Map.entry("GET /api/candidates", Access.SESSION),
            Map.entry("POST /api/candidates", Access.SESSION),
            Map.entry("POST /api/candidates/import", Access.ADMIN),
            Map.entry("GET /api/candidates/{id}", Access.SESSION),
            Map.entry("PUT /api/candidates/{id}", Access.SESSION),
            Map.entry("POST /api/candidates/{id}/promote", Access.ADMIN),
            Map.entry("DELETE /api/candidates/{id}", Access.ADMIN),
            Map.entry("GET /api/teachers", Access.SESSION),
            Map.entry("POST /api/teachers", Access.SESSION),
            Map.entry("GET /api/teachers/{id}", Access.SESSION),
            Map.entry("PUT /api/teachers/{id}", Access.SESSION),
            Map.entry("DELETE /api/teachers/{id}", Access.ADMIN));

    @Inject
    TestAccounts accounts;

    private Organization home;
    private Organization other;

    @BeforeEach
    void setUp() {
        home = accounts.organization();
        other = accounts.organization();
    }

    @Test
    void everyServedRoute_hasAnAccessRule() {
        assertThat(servedRoutes()).allSatisfy(route -> assertThat(RULES).as("access rule for " + route).containsKey(route));
    }

    /** Issue 47: every route names the scope an API key needs, or refuses keys ({@code @KeyScope}, {@code @KeyForbidden}). */
    @Test
    void everyServedRoute_decidesForApiKeys() {
        assertThat(servedRoutes()).allSatisfy(route -> assertThat(keyScopeOf(route)).as("API-key decision for " + route)
                .isNotNull().isIn(ALL_SCOPES_AND_NONE));
    }

    /**
     * A key holding just the route's scope gets past authorization (another organization's id is 404); a key with
     * every other scope is 403 naming it; a route that refuses keys refuses one holding every scope.
     */
    @TestFactory
    Stream<DynamicTest> eachRoute_answersApiKeysAsItsScopeSays() {
        Browser admin = Browser.signedIn(accounts.user(home, Role.ADMIN).email(), TestAccounts.PASSWORD);
        return servedRoutes().stream().map(route -> DynamicTest.dynamicTest(route, () -> {
            String scope = keyScopeOf(route);
            if (scope.equals("none")) {
                int status = call(route, withKey(admin, SCOPES)).statusCode();
                assertThat(status).as(route + " with a key of every scope").isIn(401, 403);
                return;
            }
            Response allowed = call(route, withKey(admin, List.of(scope)));
            if (takesRecordId(route)) {
                assertThat(allowed.statusCode()).as(route + " with " + scope + " and another organization's id").isEqualTo(404);
            } else {
                assertThat(allowed.statusCode()).as(route + " with " + scope).isNotIn(401, 403).isLessThan(500);
            }
            Response refused = call(route, withKey(admin, SCOPES.stream().filter(s -> !s.equals(scope)).toList()));
            assertThat(refused.statusCode()).as(route + " without " + scope).isEqualTo(403);
            assertThat(refused.jsonPath().getString("detail")).contains(scope);
        }));
    }

    private static final List<String> SCOPES = List.of("forms:read", "forms:write", "people:read", "people:write",
            "assignments:read", "assignments:write", "results:read", "payments:read");
    private static final List<String> ALL_SCOPES_AND_NONE = Stream.concat(SCOPES.stream(), Stream.of("none")).toList();

    private static String keyScopeOf(String route) {
        String method = route.substring(0, route.indexOf(' ')).toLowerCase();
        String path = route.substring(route.indexOf(' ') + 1);
        return SCHEMA.getString("paths.'" + path + "'." + method + ".x-api-key-scope");
    }

    private static RequestSpecification withKey(Browser admin, List<String> scopes) {
        String key = admin.request().contentType("application/json").body(Map.of("name", "route access", "scopes", scopes))
                .post("/api/admin/api-keys").then().statusCode(201).extract().path("key");
        return given().header("Authorization", "Bearer " + key);
    }

    @TestFactory
    Stream<DynamicTest> eachRoute_answersEachCallerAsItsRuleSays() {
        return servedRoutes().stream().map(route -> DynamicTest.dynamicTest(route, () -> check(route, RULES.get(route))));
    }

    private void check(String route, Access access) {
        int anonymous = call(route, given()).statusCode();
        switch (access) {
            case PUBLIC -> {
                assertThat(codeOf(call(route, given()))).as(route + " anonymous").isNotIn("UNAUTHENTICATED", "FORBIDDEN");
                assertThat(anonymous).as(route + " anonymous, placeholder input").isLessThan(500);
            }
            case CRON, PROVIDER -> {
                assertThat(anonymous).as(route + " anonymous").isEqualTo(401);
                assertThat(call(route, signedIn(Role.SUPER_ADMIN)).statusCode()).as(route + " session instead of the shared secret").isEqualTo(401);
            }
            default -> {
                assertThat(anonymous).as(route + " anonymous").isEqualTo(401);
                for (Role role : Role.values()) {
                    int status = call(route, signedIn(role)).statusCode();
                    if (allows(access, role) && takesRecordId(route)) {
                        // The id belongs to another organization: it must look absent, not forbidden.
                        assertThat(status).as(route + " as " + role + " with another organization's id").isEqualTo(404);
                    } else if (allows(access, role)) {
                        // An empty or placeholder body is bad input: a 4xx, never a 5xx.
                        assertThat(status).as(route + " as " + role).isNotIn(401, 403).isLessThan(500);
                    } else {
                        assertThat(status).as(route + " as " + role).isEqualTo(403);
                    }
                }
            }
        }
    }

    private static boolean takesRecordId(String route) {
        return route.contains("{id}") || route.contains("{submissionId}");
    }

    private static boolean allows(Access access, Role role) {
        return switch (access) {
            case ANYONE -> true;
            case SESSION -> !role.isStudent();
            case ADMIN -> role.isAdmin();
            case SUPER_ADMIN -> role == Role.SUPER_ADMIN;
            default -> false;
        };
    }

    /** A fresh session per call: some routes (logout, role changes) end the session they run in. */
    private RequestSpecification signedIn(Role role) {
        return Browser.signedIn(accounts.user(home, role).email(), TestAccounts.PASSWORD).request();
    }

    private Response call(String route, RequestSpecification request) {
        String method = route.substring(0, route.indexOf(' '));
        String template = route.substring(route.indexOf(' ') + 1);
        String otherId = accounts.user(other, Role.PROFESSOR).id();
        String path = template.replace("{id}", otherId).replace("{submissionId}", otherId).replace("{provider}", "unconfigured")
                .replace("{token}", "no-such-token").replace("{key}", "NO_SUCH_KEY").replace("{questionId}", "no-such-question")
                .replace("{bankId}", otherId).replace("{deliveryId}", "no-such-delivery");
        RequestSpecification withBody = withDeclaredBody(request.redirects().follow(false), template, method);
        if (template.equals("/api/admin/logs/stream")) {
            // An allowed caller would get an endless stream; a bad resume id makes it a 400 after the access checks.
            withBody.queryParam("after", "not-a-sequence");
        }
        Function<RequestSpecification, Response> send = switch (method) {
            case "GET" -> r -> r.get(path);
            case "DELETE" -> r -> r.delete(path);
            case "POST" -> r -> r.post(path);
            case "PUT" -> r -> r.put(path);
            default -> throw new IllegalStateException("no sender for " + method);
        };
        return send.apply(withBody);
    }

    /** An empty body of the media type the route declares, so content negotiation never answers first. */
    private static RequestSpecification withDeclaredBody(RequestSpecification request, String path, String method) {
        Map<String, Object> content = SCHEMA.getMap("paths.'" + path + "'." + method.toLowerCase() + ".requestBody.content");
        if (content == null || content.isEmpty()) {
            return request;
        }
        if (content.containsKey("multipart/form-data")) {
            return request.multiPart("placeholder", "");
        }
        if (content.containsKey("text/csv")) {
            return request.contentType("text/csv").body("");
        }
        if (content.containsKey("application/x-www-form-urlencoded")) {
            return request.contentType("application/x-www-form-urlencoded").formParam("placeholder", "");
        }
        return request.contentType("application/json").body("{}");
    }

    private static String codeOf(Response response) {
        try {
            return response.jsonPath().getString("code");
        } catch (RuntimeException notJson) {
            return null;
        }
    }

    private static JsonPath SCHEMA;

    private static List<String> servedRoutes() {
        SCHEMA = given().queryParam("format", "json").get("/api/openapi").jsonPath();
        Map<String, Map<String, Object>> paths = SCHEMA.getMap("paths");
        List<String> routes = new ArrayList<>();
        paths.forEach((path, operations) -> operations.keySet().stream()
                .filter(m -> List.of("get", "post", "put", "delete", "patch").contains(m))
                .forEach(m -> routes.add(m.toUpperCase() + " " + path)));
        routes.sort(null);
        return routes;
    }
}
