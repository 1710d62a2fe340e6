package app.assessment.bootstrap.accommodation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.LogCapture;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.StoredRows;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.assignment.CandidateParticipant;
import app.assessment.domain.assignment.StudentParticipant;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 44: accommodations on students and candidates, through their own routes, with who sees the reason. */
@QuarkusTest
class PersonAccommodationsTest {

    private static final String REASON = "Dyslexia, report of 2026-03";

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

    private static Map<String, Object> accommodation(Object multiplier, Object minutes, String reason) {
        Map<String, Object> a = new HashMap<>();
        a.put("timeMultiplier", multiplier);
        a.put("extraMinutes", minutes);
        a.put("reason", reason);
        return a;
    }

    private static Map<String, Object> body(Object... keysAndValues) {
        Map<String, Object> body = new HashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            body.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return body;
    }

    @Test
    void student_setOnCreate_adminSeesTheReason_professorTheSizeOnly_listsNeither() {
        String id = admin.request().contentType(ContentType.JSON)
                .body(body("name", "Lia Souza", "status", "ACTIVE", "accommodation", accommodation(1.5, 10, REASON)))
                .post("/api/students").then().statusCode(201)
                .body("accommodation.timeMultiplier", equalTo(1.5f)).body("accommodation.extraMinutes", equalTo(10))
                .body("accommodation.reason", equalTo(REASON))
                .extract().path("id");

        admin.request().get("/api/students/" + id).then().statusCode(200)
                .body("accommodation.timeMultiplier", equalTo(1.5f)).body("accommodation.reason", equalTo(REASON));
        professor.request().get("/api/students/" + id).then().statusCode(200)
                .body("accommodation.timeMultiplier", equalTo(1.5f)).body("accommodation.extraMinutes", equalTo(10))
                .body("accommodation", not(hasKey("reason")));
        admin.request().get("/api/students").then().statusCode(200)
                .body("items.id", contains(id)).body("items[0]", not(hasKey("accommodation")));
        assertThat(admin.request().get("/api/students").asString()).doesNotContain(REASON);

        // The professor's update answers the size only, too.
        professor.request().contentType(ContentType.JSON).body(body("accommodation", accommodation(2, null, REASON)))
                .put("/api/students/" + id).then().statusCode(200)
                .body("accommodation.timeMultiplier", equalTo(2)).body("accommodation.extraMinutes", equalTo(0))
                .body("accommodation", not(hasKey("reason")));
    }

    @Test
    void student_updateWithoutTheField_keepsIt_nullRemovesIt_andTheFieldIsThenAbsent() {
        String id = admin.request().contentType(ContentType.JSON).body(body("name", "Rui", "status", "ACTIVE"))
                .post("/api/students").then().statusCode(201).body("$", not(hasKey("accommodation"))).extract().path("id");
        admin.request().get("/api/students/" + id).then().body("$", not(hasKey("accommodation")));

        admin.request().contentType(ContentType.JSON).body(body("accommodation", accommodation(null, 30, null)))
                .put("/api/students/" + id).then().statusCode(200)
                .body("accommodation.timeMultiplier", equalTo(1)).body("accommodation.extraMinutes", equalTo(30))
                .body("accommodation", not(hasKey("reason")));
        admin.request().contentType(ContentType.JSON).body(body("grade", "8th")).put("/api/students/" + id)
                .then().statusCode(200).body("accommodation.extraMinutes", equalTo(30));
        admin.request().contentType(ContentType.JSON).body(body("accommodation", null)).put("/api/students/" + id)
                .then().statusCode(200).body("$", not(hasKey("accommodation")));
        admin.request().get("/api/students/" + id).then().body("$", not(hasKey("accommodation")));
    }

    @Test
    void candidate_setReadRemove_withTheSameVisibility() {
        String id = professor.request().contentType(ContentType.JSON)
                .body(body("name", "Caio Prado", "accommodation", accommodation(1.25, 0, REASON)))
                .post("/api/candidates").then().statusCode(201)
                .body("accommodation.timeMultiplier", equalTo(1.25f)).body("accommodation", not(hasKey("reason")))
                .extract().path("id");
        admin.request().get("/api/candidates/" + id).then().statusCode(200).body("accommodation.reason", equalTo(REASON));
        professor.request().get("/api/candidates/" + id).then()
                .body("accommodation.timeMultiplier", equalTo(1.25f)).body("accommodation", not(hasKey("reason")));
        admin.request().get("/api/candidates").then().body("items.id", contains(id)).body("items[0]", not(hasKey("accommodation")));

        admin.request().contentType(ContentType.JSON).body(body("accommodation", null)).put("/api/candidates/" + id)
                .then().statusCode(200).body("$", not(hasKey("accommodation")));
        professor.request().get("/api/candidates/" + id).then().body("$", not(hasKey("accommodation")));
    }

    @Test
    void auditEntries_maskTheReason() {
        String id = admin.request().contentType(ContentType.JSON)
                .body(body("name", "Ana", "status", "ACTIVE", "accommodation", accommodation(1.5, 5, REASON)))
                .post("/api/students").then().statusCode(201).extract().path("id");
        admin.request().contentType(ContentType.JSON).body(body("accommodation", null)).put("/api/students/" + id)
                .then().statusCode(200);

        List<String> audited = rows.auditChangesFor(id);
        assertThat(audited).hasSize(2);
        assertThat(audited.get(0)).contains("\"reason\": \"***\"").contains("\"extraMinutes\": 5").doesNotContain(REASON);
        assertThat(audited.get(1)).contains("\"accommodation\": null");
        assertThat(String.join("", admin.request().queryParam("entityType", "Student").get("/api/admin/audit-logs").asString()))
                .doesNotContain(REASON);
    }

    @Test
    void everyChange_firesTheEventInsideTheWritingTransaction_andKeepingItFiresNone() {
        String student = admin.request().contentType(ContentType.JSON)
                .body(body("name", "Eva", "status", "ACTIVE", "accommodation", accommodation(1.5, 0, null)))
                .post("/api/students").then().statusCode(201).extract().path("id");
        admin.request().contentType(ContentType.JSON).body(body("accommodation", accommodation(2, 0, null)))
                .put("/api/students/" + student).then().statusCode(200);
        admin.request().contentType(ContentType.JSON).body(body("grade", "9th")).put("/api/students/" + student)
                .then().statusCode(200);
        admin.request().contentType(ContentType.JSON).body(body("accommodation", null)).put("/api/students/" + student)
                .then().statusCode(200);
        admin.request().contentType(ContentType.JSON).body(body("accommodation", null)).put("/api/students/" + student)
                .then().statusCode(200);

        assertThat(changes.about(student)).hasSize(3).allSatisfy(seen -> {
            assertThat(seen.inTransaction()).isTrue();
            assertThat(seen.change().participant()).isEqualTo(new StudentParticipant(student));
            assertThat(seen.change().assignmentId()).isNull();
        });

        String candidate = admin.request().contentType(ContentType.JSON)
                .body(body("name", "Ivo", "accommodation", accommodation(1, 20, null)))
                .post("/api/candidates").then().statusCode(201).extract().path("id");
        assertThat(changes.about(candidate)).singleElement()
                .satisfies(seen -> assertThat(seen.change().participant()).isEqualTo(new CandidateParticipant(candidate)));
    }

    @Test
    void badAccommodations_are400NamingTheField_andCreateNothing() {
        assertRefused(accommodation(0.5, 0, null), "accommodation.timeMultiplier");
        assertRefused(accommodation(5, 0, null), "accommodation.timeMultiplier");
        assertRefused(accommodation(1.555, 0, null), "accommodation.timeMultiplier");
        assertRefused(accommodation(1.5, 601, null), "accommodation.extraMinutes");
        assertRefused(accommodation(1.5, -1, null), "accommodation.extraMinutes");
        assertRefused(accommodation(1.5, 0, "x".repeat(501)), "accommodation.reason");
        assertRefused(accommodation(1, 0, null), "accommodation");
        assertRefused(accommodation("lots", 0, null), "accommodation.timeMultiplier");
        admin.request().contentType(ContentType.JSON).body("{\"name\":\"X\",\"status\":\"ACTIVE\",\"accommodation\":5}")
                .post("/api/students").then().statusCode(400).body("errors.field", contains("accommodation"));
        admin.request().get("/api/students").then().body("total", equalTo(0));
    }

    @Test
    void anotherOrganizationsPerson_is404_andKeepsItsAccommodation() {
        SignedInOrganization other = SignedInOrganization.create(accounts);
        String id = other.admin().request().contentType(ContentType.JSON)
                .body(body("name", "Outra", "status", "ACTIVE", "accommodation", accommodation(1.5, 0, REASON)))
                .post("/api/students").then().statusCode(201).extract().path("id");
        admin.request().contentType(ContentType.JSON).body(body("accommodation", null)).put("/api/students/" + id)
                .then().statusCode(404);
        admin.request().get("/api/students/" + id).then().statusCode(404);
        other.admin().request().get("/api/students/" + id).then().body("accommodation.reason", equalTo(REASON));
    }

    @Test
    void promotion_carriesTheCandidatesAccommodationToTheStudent() {
        String candidate = admin.request().contentType(ContentType.JSON)
                .body(body("name", "Gil", "accommodation", accommodation(1.75, 5, REASON)))
                .post("/api/candidates").then().statusCode(201).extract().path("id");
        String student = admin.request().post("/api/candidates/" + candidate + "/promote").then().statusCode(200)
                .extract().path("studentId");
        admin.request().get("/api/students/" + student).then().body("accommodation.timeMultiplier", equalTo(1.75f))
                .body("accommodation.extraMinutes", equalTo(5)).body("accommodation.reason", equalTo(REASON));
        admin.request().get("/api/candidates/" + candidate).then().body("accommodation.reason", equalTo(REASON));
    }

    @Test
    void theReason_isNeverLogged() {
        String secret = "Epilepsy-" + java.util.UUID.randomUUID();
        try (LogCapture log = LogCapture.start()) {
            String id = admin.request().contentType(ContentType.JSON)
                    .body(body("name", "Noa", "status", "ACTIVE", "accommodation", accommodation(1.5, 0, secret)))
                    .post("/api/students").then().statusCode(201).extract().path("id");
            admin.request().get("/api/students/" + id).then().statusCode(200);
            admin.request().contentType(ContentType.JSON).body(body("accommodation", accommodation(9, 0, secret)))
                    .put("/api/students/" + id).then().statusCode(400);
            admin.request().contentType("text/csv").body("h\n" + id + ",9,0," + secret + "\n").post("/api/accommodations/import")
                    .then().statusCode(400);
            assertThat(log.text()).doesNotContain(secret);
        }
    }

    private void assertRefused(Map<String, Object> accommodation, String field) {
        admin.request().contentType(ContentType.JSON).body(body("name", "Bad", "status", "ACTIVE", "accommodation", accommodation))
                .post("/api/students").then().statusCode(400).body("code", equalTo("VALIDATION_FAILED"))
                .body("errors.field", contains(field));
    }
}
