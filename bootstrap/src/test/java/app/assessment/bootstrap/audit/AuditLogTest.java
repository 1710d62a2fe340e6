package app.assessment.bootstrap.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import app.assessment.bootstrap.testsupport.AuditWrites;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
class AuditLogTest {

    private static final String LIST = "/api/admin/audit-logs";

    @Inject
    TestAccounts accounts;

    @Inject
    AuditWrites writes;

    record Tenant(Organization org, User admin, Browser browser) {
        Actor actor(String name) {
            return Actor.user(admin.id(), name, name.toLowerCase() + "@example.com", org.id(), "10.0.0.9");
        }
    }

    private Tenant tenant(Role role) {
        Organization org = accounts.organization();
        User user = accounts.user(org, role);
        return new Tenant(org, user, Browser.signedIn(user.email(), TestAccounts.PASSWORD));
    }

    @Test
    void list_filtersNewestFirst_withinTheAdministratorsOrganization() {
        Tenant a = tenant(Role.ADMIN);
        Tenant b = tenant(Role.ADMIN);
        String marker = UUID.randomUUID().toString();
        Instant t0 = Instant.parse("2026-03-01T10:00:00Z");
        String first = writes.write(a.actor("Ana Souza"), t0, "form.create", "Form", marker, Map.of("title", "T"));
        String second = writes.write(a.actor("Ana Souza"), t0.plusSeconds(3600), "form.update", "Form", marker, Map.of());
        String third = writes.write(Actor.system(a.org().id()), t0.plusSeconds(7200), "payment.sync", "Charge", "ch-" + marker, Map.of());
        writes.write(b.actor("Ana Souza"), t0, "form.create", "Form", marker, Map.of());

        a.browser().request().queryParam("entityId", marker).get(LIST).then().statusCode(200)
                .body("entries.id", contains(second, first)).body("nextCursor", nullValue())
                .body("entries[0].organizationId", equalTo(a.org().id()))
                .body("entries[0].actor.type", equalTo("user")).body("entries[0].actor.id", equalTo(a.admin().id()))
                .body("entries[0].actor.name", equalTo("Ana Souza")).body("entries[0].actor.email", equalTo("ana souza@example.com"))
                .body("entries[0].ip", equalTo("10.0.0.9")).body("entries[0].at", equalTo("2026-03-01T11:00:00.000Z"))
                .body("entries[1].changes.title", equalTo("T"));
        a.browser().request().queryParam("action", "form.create").queryParam("entityId", marker).get(LIST).then()
                .body("entries.id", contains(first));
        a.browser().request().queryParam("entityType", "Charge").queryParam("q", "system").get(LIST).then()
                .body("entries.id", contains(third)).body("entries[0].actor.type", equalTo("system"));
        a.browser().request().queryParam("userId", a.admin().id()).queryParam("from", "2026-03-01T10:30:00Z")
                .queryParam("to", "2026-03-01").get(LIST).then()
                .body("entries.id", contains(second));
        a.browser().request().queryParam("to", "2026-03-01T10:00:00Z").queryParam("entityType", "Form").get(LIST).then()
                .body("entries.id", contains(first));
        a.browser().request().queryParam("q", "SOUZA@EXAMPLE").queryParam("entityType", "Form").get(LIST).then()
                .body("entries.id", contains(second, first));
        a.browser().request().queryParam("q", "%").get(LIST).then().body("entries", hasSize(0));
    }

    @Test
    void cursorPaging_coversEveryEntryOnce_whileNewEntriesArrive() {
        Tenant a = tenant(Role.ADMIN);
        String marker = UUID.randomUUID().toString();
        List<String> written = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            written.add(0, writes.write(a.actor("Bia"), "probe.write", marker));
        }
        List<String> seen = new ArrayList<>();
        String cursor = null;
        int pages = 0;
        do {
            var request = a.browser().request().queryParam("entityId", marker).queryParam("limit", 3);
            if (cursor != null) {
                request.queryParam("cursor", cursor);
            }
            JsonPath page = request.get(LIST).then().statusCode(200).extract().jsonPath();
            seen.addAll(page.getList("entries.id"));
            cursor = page.getString("nextCursor");
            writes.write(a.actor("Bia"), "probe.write", marker); // newer than every page: never shows up in this walk
            pages++;
        } while (cursor != null);
        assertThat(seen).containsExactlyElementsOf(written);
        assertThat(pages).isEqualTo(3);
    }

    @Test
    void oneEntry_ofAnotherOrganization_is404_andPasswordsAreMasked() {
        Tenant a = tenant(Role.ADMIN);
        Tenant b = tenant(Role.ADMIN);
        String id = writes.write(a.actor("Caio"), Instant.now(), "user.update", "User", a.admin().id(),
                Map.of("password", "hunter2-secret", "name", "Caio"));

        a.browser().request().get(LIST + "/" + id).then().statusCode(200)
                .body("id", equalTo(id)).body("changes.password", equalTo("***")).body("changes.name", equalTo("Caio"));
        b.browser().request().get(LIST + "/" + id).then().statusCode(404).body("code", equalTo("NOT_FOUND"));
        b.browser().request().queryParam("entityId", a.admin().id()).get(LIST).then().statusCode(200).body("entries", hasSize(0));
        b.browser().request().queryParam("organizationId", a.org().id()).get(LIST).then().statusCode(404);
        assertThat(a.browser().request().get(LIST + "/" + id).asString()).doesNotContain("hunter2");
    }

    @Test
    void superAdministrator_readsEveryOrganization_orOneByFilter() {
        Tenant a = tenant(Role.ADMIN);
        Tenant b = tenant(Role.ADMIN);
        Tenant root = tenant(Role.SUPER_ADMIN);
        String marker = UUID.randomUUID().toString();
        String inA = writes.write(a.actor("Dora"), "probe.write", marker);
        String inB = writes.write(b.actor("Edu"), "probe.write", marker);

        root.browser().request().queryParam("entityId", marker).get(LIST).then().statusCode(200).body("entries.id", contains(inB, inA));
        root.browser().request().queryParam("entityId", marker).queryParam("organizationId", b.org().id()).get(LIST).then()
                .body("entries.id", contains(inB));
        root.browser().request().get(LIST + "/" + inA).then().statusCode(200).body("organizationId", equalTo(a.org().id()));
    }

    @Test
    void professorsAre403_anonymousIs401() {
        Tenant professor = tenant(Role.PROFESSOR);
        professor.browser().request().get(LIST).then().statusCode(403);
        new Browser().request().get(LIST).then().statusCode(401);
    }

    @Test
    void badFilters_are400_namingTheParameter() {
        Tenant a = tenant(Role.ADMIN);
        Map<String, String> bad = Map.of("from", "yesterday", "to", "2026-13-01", "limit", "0", "cursor", "not-a-cursor");
        bad.forEach((name, value) -> a.browser().request().queryParam(name, value).get(LIST).then().statusCode(400)
                .contentType("application/problem+json").body("detail", containsString(name)));
        a.browser().request().queryParam("limit", "abc").get(LIST).then().statusCode(400).body("detail", containsString("limit"));
        a.browser().request().queryParam("from", "2026-02-02").queryParam("to", "2026-02-01").get(LIST).then().statusCode(400)
                .body("detail", containsString("to"));
        a.browser().request().queryParam("limit", 1000).get(LIST).then().statusCode(200);
    }
}
