package app.assessment.bootstrap.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.AuditWrites;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

@QuarkusTest
class AuditExportTest {

    private static final String EXPORT = "/api/admin/audit-logs/export";

    @Inject
    TestAccounts accounts;

    @Inject
    AuditWrites writes;

    private Browser admin(Organization org) {
        User user = accounts.user(org, Role.ADMIN);
        return Browser.signedIn(user.email(), TestAccounts.PASSWORD);
    }

    @Test
    void export_isQuotedCsv_withFormulasDefused_andOnlyTheOwnOrganization() throws Exception {
        Organization org = accounts.organization();
        Organization other = accounts.organization();
        Browser browser = admin(org);
        String marker = UUID.randomUUID().toString();
        Actor evil = Actor.user("cevil00000000000000000000", "=HYPERLINK(\"http://x\",\"y\")", "@evil@example.com", org.id(),
                "10.0.0.1");
        String first = writes.write(evil, Instant.now().minusSeconds(60), "form.update", "Form", marker,
                Map.of("title", "a, \"quoted\"\nline", "password", "s3cret!"));
        String second = writes.write(Actor.system(org.id()), Instant.now().minusSeconds(30), "-cmd", "Form", marker, Map.of());
        writes.write(Actor.system(other.id()), Instant.now().minusSeconds(30), "form.update", "Form", marker, Map.of());

        Response response = browser.request().queryParam("format", "csv").queryParam("entityId", marker).get(EXPORT);
        response.then().statusCode(200).contentType(containsString("text/csv")).contentType(containsString("charset=UTF-8"));
        String body = new String(response.asByteArray(), StandardCharsets.UTF_8);
        assertThat(body).contains("\r\n").doesNotContain("s3cret");

        List<CSVRecord> rows = CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get()
                .parse(new StringReader(body)).getRecords();
        assertThat(rows).extracting(r -> r.get("id")).containsExactly(second, first);
        CSVRecord evilRow = rows.get(1);
        assertThat(evilRow.get("actorName")).isEqualTo("'=HYPERLINK(\"http://x\",\"y\")");
        assertThat(evilRow.get("actorEmail")).isEqualTo("'@evil@example.com");
        assertThat(evilRow.get("changes")).contains("a, \\\"quoted\\\"\\nline").contains("\"password\": \"***\"");
        assertThat(rows.get(0).get("action")).isEqualTo("'-cmd");
        assertThat(rows.get(0).get("actorType")).isEqualTo("system");
        assertThat(body.lines().findFirst().orElseThrow())
                .isEqualTo("id,sequence,at,organizationId,actorType,actorId,actorName,actorEmail,ip,action,entityType,entityId,changes");
    }

    @Test
    void export_longerThanTheMaximumSpan_is400_beforeAnyRow() {
        Browser browser = admin(accounts.organization());
        browser.request().queryParam("from", "2025-01-01").queryParam("to", "2026-06-01").get(EXPORT).then().statusCode(400)
                .contentType("application/problem+json").body("detail", containsString("from"));
        browser.request().queryParam("format", "xlsx").get(EXPORT).then().statusCode(400).body("detail", containsString("format"));
        browser.request().queryParam("from", "2025-01-01").queryParam("to", "2025-12-31").get(EXPORT).then().statusCode(200);
    }

    @Test
    void export_ofAnotherOrganization_is404_forAnAdministrator_andProfessorsAre403() {
        Organization org = accounts.organization();
        Browser browser = admin(org);
        browser.request().queryParam("organizationId", accounts.organization().id()).get(EXPORT).then().statusCode(404)
                .body("code", equalTo("NOT_FOUND"));
        User professor = accounts.user(org, Role.PROFESSOR);
        Browser.signedIn(professor.email(), TestAccounts.PASSWORD).request().get(EXPORT).then().statusCode(403);
    }
}
