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
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.Map;
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

    private Browser admin;
    private Browser professor;

    @BeforeEach
    void signIn() {
        SignedInOrganization org = SignedInOrganization.create(accounts);
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
        assertThat(rows.auditActionsFor(lia)).endsWith("accommodation.import");
        assertThat(String.join("", rows.auditChangesFor(lia))).doesNotContain("Dyslexia");
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
