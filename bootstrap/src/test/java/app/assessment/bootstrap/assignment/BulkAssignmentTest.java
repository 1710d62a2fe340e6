package app.assessment.bootstrap.assignment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.StoredRows;
import app.assessment.bootstrap.testsupport.TestAccounts;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 47: POST /api/assignments/bulk, one assignment per participant, all or nothing. */
@QuarkusTest
class BulkAssignmentTest {

    @Inject
    TestAccounts accounts;

    @Inject
    StoredRows rows;

    private Browser admin;
    private Fixtures fixtures;
    private String formId;

    @BeforeEach
    void setUp() {
        admin = SignedInOrganization.create(accounts).admin();
        fixtures = new Fixtures(admin);
        formId = fixtures.form("Bulk").getString("id");
    }

    private ValidatableResponse bulk(Browser as, Map<String, Object> body) {
        Map<String, Object> withForm = new HashMap<>(body);
        withForm.putIfAbsent("formId", formId);
        return as.request().contentType(ContentType.JSON).body(withForm).post("/api/assignments/bulk").then();
    }

    private List<String> assignmentsOfForm() {
        return admin.request().queryParam("formId", formId).queryParam("pageSize", 100).get("/api/assignments").then()
                .statusCode(200).extract().jsonPath().getList("data.id");
    }

    @Test
    void everyStudent_getsTheirOwnAssignmentAndInvitation_inTheOrderSent_auditedOnce() {
        List<String> students = List.of(fixtures.student("Ana"), fixtures.student("Bia"), fixtures.student("Caio"));

        JsonPath made = bulk(admin, Map.of("studentIds", students, "expiresAt", "2099-01-01T00:00:00Z", "timeLimitSeconds", 600))
                .statusCode(201).body("created", equalTo(3)).extract().jsonPath();

        assertThat(made.<String>getList("data.studentId")).containsExactlyElementsOf(students);
        assertThat(made.<String>getList("data.participant.name")).containsExactly("Ana", "Bia", "Caio");
        assertThat(new HashSet<>(made.<String>getList("data.token"))).hasSize(3);
        assertThat(made.<Integer>getList("data.timeLimitSeconds")).containsExactly(600, 600, 600);
        for (String id : made.<String>getList("data.id")) {
            admin.request().get("/api/assignments/" + id).then().statusCode(200).body("formId", equalTo(formId))
                    .body("expiresAt", equalTo("2099-01-01T00:00:00.000Z")).body("timeLimitSeconds", equalTo(600));
            assertThat(rows.notificationTypesFor(id)).contains("ASSIGNMENT_CREATED");
        }
        assertThat(assignmentsOfForm()).containsExactlyInAnyOrderElementsOf(made.getList("data.id"));
    }

    @Test
    void notifyFalse_sendsNoInvitation() {
        String candidate = fixtures.candidate("Davi");

        String id = bulk(admin, Map.of("candidateIds", List.of(candidate), "notify", false)).statusCode(201)
                .body("data[0].candidateId", equalTo(candidate)).extract().path("data[0].id");

        assertThat(rows.notificationTypesFor(id)).isEmpty();
    }

    @Test
    void unknownRepeatedOrForeignParticipants_areAllNamed_andNothingIsAssigned() {
        String ana = fixtures.student("Ana");
        String theirs = new Fixtures(SignedInOrganization.create(accounts).admin()).student("Theirs");
        String candidate = fixtures.candidate("Not a student");

        JsonPath problem = bulk(admin, Map.of("studentIds", List.of(ana, "nope", ana, theirs, candidate))).statusCode(400)
                .body("code", equalTo("VALIDATION_FAILED")).extract().jsonPath();

        assertThat(problem.<String>getList("errors.field"))
                .containsExactly("studentIds[1]", "studentIds[2]", "studentIds[3]", "studentIds[4]");
        assertThat(assignmentsOfForm()).isEmpty();
    }

    @Test
    void exactlyOneKindOfParticipant_andAFormOfTheOrganization() {
        String ana = fixtures.student("Ana");
        String davi = fixtures.candidate("Davi");
        bulk(admin, Map.of("studentIds", List.of(ana), "candidateIds", List.of(davi))).statusCode(400);
        bulk(admin, Map.of()).statusCode(400);
        bulk(admin, Map.of("studentIds", List.of())).statusCode(400);
        String foreignForm = new Fixtures(SignedInOrganization.create(accounts).admin()).form("Theirs").getString("id");
        bulk(admin, Map.of("formId", foreignForm, "studentIds", List.of(ana))).statusCode(404);
        assertThat(assignmentsOfForm()).isEmpty();
    }
}
