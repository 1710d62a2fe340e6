package app.assessment.bootstrap.accommodation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.StoredRows;
import app.assessment.bootstrap.testsupport.TestAccounts;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 44: POST /api/accommodations/import, all or nothing with every line's errors. */
@QuarkusTest
class AccommodationImportTest {

    @Inject
    TestAccounts accounts;

    @Inject
    StoredRows rows;

    @Inject
    RecordedAccommodationChanges changes;

    @Inject
    AgroalDataSource dataSource;

    private SignedInOrganization org;
    private Browser admin;
    private Browser professor;

    @BeforeEach
    void signIn() {
        org = SignedInOrganization.create(accounts);
        admin = org.admin();
        professor = org.professor();
    }

    private String student(String name, String email) {
        return admin.request().contentType(ContentType.JSON).body(Map.of("name", name, "status", "ACTIVE", "email", email))
                .post("/api/students").then().statusCode(201).extract().path("id");
    }

    private String candidate(String name, String email) {
        return admin.request().contentType(ContentType.JSON).body(Map.of("name", name, "email", email))
                .post("/api/candidates").then().statusCode(201).extract().path("id");
    }

    private ValidatableResponse importing(Browser as, String csv) {
        return as.request().contentType("text/csv").body(csv).post("/api/accommodations/import").then();
    }

    @Test
    void goodFile_appliesEveryLine_byIdAndByEmailIgnoringCase_withQuotedReasons() {
        String lia = student("Lia", "lia@example.org");
        String caio = candidate("Caio", "caio@example.org");
        String rui = student("Rui", "rui@example.org");

        importing(admin, "participant,multiplier,extra minutes,reason\r\n"
                + lia + ",1.5,10,\"Dyslexia, severe\"\r\n"
                + "\r\n"
                + "CAIO@example.org,,30,\r\n"
                + " rui@example.org , 2 , , \"Said \"\"slow\"\"\nreader\"\r\n")
                .statusCode(200).body("applied", equalTo(3));

        admin.request().get("/api/students/" + lia).then().body("accommodation.timeMultiplier", equalTo(1.5f))
                .body("accommodation.extraMinutes", equalTo(10)).body("accommodation.reason", equalTo("Dyslexia, severe"));
        admin.request().get("/api/candidates/" + caio).then().body("accommodation.timeMultiplier", equalTo(1))
                .body("accommodation.extraMinutes", equalTo(30)).body("accommodation", not(hasKey("reason")));
        admin.request().get("/api/students/" + rui).then().body("accommodation.timeMultiplier", equalTo(2))
                .body("accommodation.reason", equalTo("Said \"slow\"\nreader"));
        assertThat(changes.about(lia)).hasSize(1);
        assertThat(changes.about(caio)).hasSize(1);
        String audited = admin.request().queryParam("action", "accommodation.import").get("/api/admin/audit-logs").asString();
        assertThat(audited).contains(lia).contains(caio).contains(rui).doesNotContain("Dyslexia").doesNotContain("slow");
    }

    @Test
    void oneBadLine_appliesNothing_andEveryErrorIsListedByLine() {
        String lia = student("Lia", "lia@example.org");
        String shared = "both@example.org";
        student("Bia", shared);
        candidate("Bia C", shared);
        String foreign = SignedInOrganization.create(accounts).admin().request().contentType(ContentType.JSON)
                .body(Map.of("name", "Outra", "status", "ACTIVE")).post("/api/students").then().statusCode(201).extract().path("id");

        importing(admin, "participant,multiplier,minutes,reason\n"
                + lia + ",1.5,10,ok\n"                  // line 2: fine
                + "nobody@example.org,1.5,0,\n"         // line 3: unknown
                + shared + ",1.5,0,\n"                  // line 4: a student and a candidate
                + foreign + ",1.5,0,\n"                 // line 5: another organization's id
                + lia + ",0.5,601," + "x".repeat(501) + "\n" // line 6: bad multiplier, and already on line 2
                + lia + ",abc,ten\n"                    // line 7: not numbers, and already on line 2
                + ",2,0\n"                              // line 8: no participant
                + lia + ",1,0,,extra\n")                // line 9: five cells
                .statusCode(400).body("code", equalTo("VALIDATION_FAILED"))
                .body("errors.field", contains("line 3", "line 4", "line 5", "line 6", "line 6", "line 7", "line 7", "line 7",
                        "line 8", "line 9", "line 9", "line 9"));

        admin.request().get("/api/students/" + lia).then().body("$", not(hasKey("accommodation")));
        assertThat(changes.about(lia)).isEmpty();
    }

    @Test
    void theLargestImport_10000Lines_isAppliedInOneGo() throws SQLException {
        String prefix = "t" + UUID.randomUUID().toString().replace("-", "").substring(0, 11);
        try (Connection connection = dataSource.getConnection(); PreparedStatement insert = connection.prepareStatement(
                "insert into students (id, organization_id, name, search_name, status, email, created_at, updated_at) "
                        + "select ? || g, ?, 'Bulk ' || g, 'bulk ' || g, 'ACTIVE', 'bulk' || g || '@example.org', now(), now() "
                        + "from generate_series(1, 10000) g")) {
            insert.setString(1, prefix);
            insert.setString(2, org.organization().id());
            assertThat(insert.executeUpdate()).isEqualTo(10_000);
        }
        StringBuilder csv = new StringBuilder("participant,multiplier,minutes,reason\n");
        for (int i = 1; i <= 10_000; i++) {
            csv.append(i % 2 == 0 ? prefix + i : "BULK" + i + "@example.org").append(",1.5,").append(i % 600).append(",r\n");
        }
        long started = System.nanoTime();
        importing(admin, csv.toString()).statusCode(200).body("applied", equalTo(10_000));
        System.out.printf("AccommodationImportTest: 10,000 lines imported in %d ms%n", (System.nanoTime() - started) / 1_000_000);
        admin.request().get("/api/students/" + prefix + 7).then().body("accommodation.extraMinutes", equalTo(7));
        admin.request().get("/api/students/" + prefix + 600).then().body("accommodation.extraMinutes", equalTo(0))
                .body("accommodation.timeMultiplier", equalTo(1.5f));
    }

    @Test
    void malformedCsv_emptyFile_tooManyLines_andProfessors_areRefused() {
        String lia = student("Lia", "lia@example.org");
        importing(admin, "h\n" + lia + ",\"1.5,0\n").statusCode(400).body("errors.field", contains("line 2"));
        importing(admin, "participant,multiplier,minutes,reason\n").statusCode(400);
        importing(admin, "").statusCode(400);
        importing(admin, "h\n" + (lia + ",1.5,0,\n").repeat(10_001)).statusCode(413).body("code", equalTo("IMPORT_TOO_LARGE"));
        importing(professor, "h\n" + lia + ",1.5,0,\n").statusCode(403);
        admin.request().contentType(ContentType.JSON).body("{}").post("/api/accommodations/import").then().statusCode(415);
        admin.request().get("/api/students/" + lia).then().body("$", not(hasKey("accommodation")));
    }
}
