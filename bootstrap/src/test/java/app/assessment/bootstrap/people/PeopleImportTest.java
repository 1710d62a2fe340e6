package app.assessment.bootstrap.people;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.Cpfs;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.TestAccounts;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 47: POST /api/students/import and /api/candidates/import, all or nothing, upserting, idempotent. */
@QuarkusTest
class PeopleImportTest {

    @Inject
    TestAccounts accounts;

    @Inject
    AgroalDataSource dataSource;

    private SignedInOrganization org;
    private Browser admin;

    @BeforeEach
    void signIn() {
        org = SignedInOrganization.create(accounts);
        admin = org.admin();
    }

    private ValidatableResponse importing(Browser as, String kind, String csv, boolean dryRun) {
        return as.request().multiPart("file", "people.csv", csv.getBytes(StandardCharsets.UTF_8), "text/csv")
                .queryParam("dryRun", dryRun).post("/api/" + kind + "/import").then();
    }

    private List<Map<String, Object>> students() {
        return admin.request().queryParam("pageSize", 100).get("/api/students").then().statusCode(200).extract()
                .jsonPath().getList("items");
    }

    @Test
    void semicolonFileWithBom_createsEveryRow_andTheSameFileAgainChangesNothing() throws SQLException {
        String cpf = Cpfs.valid(123_456_789);
        String csv = "\uFEFFName;E-mail;cpfCnpj;age;GRADE;status\r\n"
                .replace("E-mail", "email")
                + "Ana Lima;ana@example.org;" + cpf + ";14;9A;ACTIVE\r\n"
                + "\"Souza; Bruno\";bruno@example.org;;15;;\r\n";

        importing(admin, "students", csv, false).statusCode(200)
                .body("created", equalTo(2)).body("updated", equalTo(0)).body("unchanged", equalTo(0)).body("errors", hasSize(0));
        String before = storedStudents();

        importing(admin, "students", csv, false).statusCode(200)
                .body("created", equalTo(0)).body("updated", equalTo(0)).body("unchanged", equalTo(2));

        assertThat(storedStudents()).isEqualTo(before).contains("Ana Lima|ana@example.org|" + cpf + "|14|9A|ACTIVE")
                .contains("Souza; Bruno|bruno@example.org|null|15|null|ACTIVE");
    }

    @Test
    void rowsMatchByEmailIgnoringCaseOrByDocument_andEmptyCellsKeepStoredValues() throws SQLException {
        String cpf = Cpfs.valid(42);
        importing(admin, "students", "name,email,cpfCnpj,grade,phone\nAna,ana@example.org,,7B,111\nCaio,,"
                + cpf + ",8C,222\n", false).statusCode(200).body("created", equalTo(2));

        importing(admin, "students", "name,email,cpfCnpj,grade,phone\nAna Maria,ANA@example.org,,,\n,caio@example.org,"
                + cpf + ",,333\n", false).statusCode(200).body("created", equalTo(0)).body("updated", equalTo(2));

        assertThat(storedStudents()).contains("Ana Maria|ANA@example.org|null|null|7B|ACTIVE")
                .contains("Caio|caio@example.org|" + cpf + "|null|8C|ACTIVE");
        assertThat(students()).hasSize(2);
    }

    @Test
    void anyBadRow_importsNothing_andNamesEveryLineAndField() throws SQLException {
        String taken = Cpfs.valid(7);
        importing(admin, "students", "name,email,cpfCnpj\nOld,old@example.org," + taken + "\nOther,other@example.org,\n", false)
                .statusCode(200);
        String before = storedStudents();

        String csv = "name,email,cpfCnpj,status,age\n"
                + "Good,good@example.org,,,\n"               // line 2: fine on its own
                + ",noname@example.org,,,\n"                // line 3: no name for a new student
                + "Bad Mail,not-an-email,,,\n"              // line 4
                + "Bad Doc,doc@example.org,12345678900,,\n" // line 5: wrong check digits
                + "Bad Status,st@example.org,,MAYBE,\n"     // line 6
                + "Again,GOOD@example.org,,,\n"             // line 7: e-mail of line 2
                + "Clash,other@example.org," + taken + ",,\n" // line 8: e-mail and document of two people
                + "Old Age,age@example.org,,,200\n";        // line 9
        JsonPath problem = importing(admin, "students", csv, false).statusCode(400)
                .contentType("application/problem+json").body("code", equalTo("VALIDATION_FAILED")).extract().jsonPath();

        List<String> errors = new ArrayList<>();
        for (Map<String, Object> e : problem.<Map<String, Object>>getList("errors")) {
            errors.add(e.get("line") + ":" + e.get("field"));
        }
        assertThat(errors).containsExactlyInAnyOrder("3:name", "4:email", "5:cpfCnpj", "6:status", "7:email", "8:cpfCnpj",
                "9:age");
        assertThat(storedStudents()).isEqualTo(before);
    }

    @Test
    void dryRun_countsAndListsErrors_writingNothing() throws SQLException {
        importing(admin, "students", "name,email\nKept,kept@example.org\n", false).statusCode(200);
        String before = storedStudents();

        importing(admin, "students", "name,email\nKept Renamed,kept@example.org\nNew,new@example.org\n,x@example.org\n", true)
                .statusCode(200).body("created", equalTo(1)).body("updated", equalTo(1)).body("errors", hasSize(1))
                .body("errors[0].line", equalTo(4)).body("errors[0].field", equalTo("name"));
        importing(admin, "students", "name,email\nKept Renamed,kept@example.org\n", true).statusCode(200)
                .body("updated", equalTo(1)).body("errors", hasSize(0));

        assertThat(storedStudents()).isEqualTo(before);
    }

    @Test
    void unknownOrRepeatedColumn_orBrokenQuotes_isRefusedNamingTheLine() {
        importing(admin, "students", "name,nickname\nAna,Aninha\n", false).statusCode(400)
                .body("errors[0].field", equalTo("line 1"));
        importing(admin, "students", "name,NAME\nAna,Ana\n", false).statusCode(400).body("errors[0].field", equalTo("line 1"));
        importing(admin, "students", "name,email\nAna,ana@example.org\n\"Bro,ken@example.org\nC,c@example.org\n", false)
                .statusCode(400).body("errors[0].field", equalTo("line 3"));
        importing(admin, "candidates", "name,age\nAna,3\n", false).statusCode(400).body("errors[0].field", equalTo("line 1"));
        assertThat(students()).isEmpty();
    }

    @Test
    void anIdempotencyKey_replaysTheFirstAnswer_andRefusesAnotherFile() {
        String key = java.util.UUID.randomUUID().toString();
        byte[] file = "name,email\nAna,ana@example.org\n".getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < 2; i++) {
            admin.request().header("Idempotency-Key", key).multiPart("file", "people.csv", file, "text/csv")
                    .post("/api/students/import").then().statusCode(200).body("created", equalTo(1));
        }
        admin.request().header("Idempotency-Key", key)
                .multiPart("file", "people.csv", "name,email\nBia,bia@example.org\n".getBytes(StandardCharsets.UTF_8), "text/csv")
                .post("/api/students/import").then().statusCode(422);
        admin.request().header("Idempotency-Key", key).multiPart("file", "people.csv", file, "text/csv").queryParam("dryRun", true)
                .post("/api/students/import").then().statusCode(422);
        assertThat(students()).hasSize(1);
    }

    @Test
    void randomBytesOrAnEmptyFile_are400_never500() {
        java.util.Random random = new java.util.Random(47);
        for (int i = 0; i < 20; i++) {
            byte[] junk = new byte[1 + random.nextInt(2000)];
            random.nextBytes(junk);
            int status = admin.request().multiPart("file", "junk.csv", junk, "text/csv").post("/api/students/import")
                    .then().extract().statusCode();
            assertThat(status).isEqualTo(400);
        }
        admin.request().multiPart("file", "empty.csv", new byte[0], "text/csv").post("/api/students/import").then().statusCode(400);
        admin.request().multiPart("other", "x").post("/api/students/import").then().statusCode(400)
                .body("errors[0].field", equalTo("file"));
        assertThat(students()).isEmpty();
    }

    @Test
    void professorsCannotImport_andAnotherOrganizationsPeopleAreNeverMatched() throws SQLException {
        importing(org.professor(), "students", "name\nAna\n", false).statusCode(403);

        SignedInOrganization other = SignedInOrganization.create(accounts);
        importing(other.admin(), "students", "name,email\nTheirs,shared@example.org\n", false).statusCode(200)
                .body("created", equalTo(1));
        importing(admin, "students", "name,email\nOurs,shared@example.org\n", false).statusCode(200).body("created", equalTo(1))
                .body("updated", equalTo(0));
        assertThat(storedStudents()).contains("Ours|shared@example.org");
    }

    @Test
    void candidates_importWithTheirColumns_andPromotionStaysPromotions() {
        importing(admin, "candidates", "name,email,phone\nCaio,caio@example.org,119999\n", false).statusCode(200)
                .body("created", equalTo(1));
        String id = admin.request().get("/api/candidates").then().extract().path("items[0].id");
        admin.request().contentType(ContentType.JSON).post("/api/candidates/" + id + "/promote").then().statusCode(200);

        importing(admin, "candidates", "name,email,status\nCaio,caio@example.org,ACTIVE\n", false).statusCode(400)
                .body("errors[0].line", equalTo(2)).body("errors[0].field", equalTo("status"));
        importing(admin, "candidates", "name,email,phone\nCaio,caio@example.org,119999\n", false).statusCode(200)
                .body("unchanged", equalTo(1));
    }

    @Test
    void theImportIsAuditedOnce_byIds_withoutDocuments() throws SQLException {
        String cpf = Cpfs.valid(99);
        importing(admin, "students", "name,cpfCnpj\nAna," + cpf + "\n", false).statusCode(200);

        try (Connection c = dataSource.getConnection();
             PreparedStatement s = c.prepareStatement("select changes::text from audit_entries where action = 'student.import' "
                     + "and organization_id = ?")) {
            s.setString(1, org.organization().id());
            try (ResultSet rs = s.executeQuery()) {
                assertThat(rs.next()).isTrue();
                String changes = rs.getString(1);
                assertThat(changes).contains("\"created\"").doesNotContain(cpf).doesNotContain("Ana");
                assertThat(rs.next()).isFalse();
            }
        }
    }

    /** Every student of the organization as name|email|document|age|grade|status, in name order. */
    private String storedStudents() throws SQLException {
        StringBuilder rows = new StringBuilder();
        try (Connection c = dataSource.getConnection();
             PreparedStatement s = c.prepareStatement("select name, email, cpf_cnpj, age, grade, status, updated_at from students "
                     + "where organization_id = ? and deleted_at is null order by name")) {
            s.setString(1, org.organization().id());
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    rows.append(rs.getString(1)).append('|').append(rs.getString(2)).append('|').append(rs.getString(3)).append('|')
                            .append(rs.getObject(4)).append('|').append(rs.getString(5)).append('|').append(rs.getString(6))
                            .append('|').append(rs.getTimestamp(7)).append('\n');
                }
            }
        }
        return rows.toString();
    }
}
