package app.assessment.bootstrap.accommodation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

import app.assessment.application.port.out.attempt.AccommodationRepository;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.StoredRows;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.attempt.Accommodation;
import app.assessment.domain.user.Role;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 44: an assignment's own accommodation wins over its participant's. */
@QuarkusTest
class AssignmentAccommodationTest {

    @Inject
    TestAccounts accounts;

    @Inject
    StoredRows rows;

    @Inject
    RecordedAccommodationChanges changes;

    @Inject
    AccommodationRepository repository;

    private SignedInOrganization org;
    private Browser admin;
    private Browser professor;
    private String studentId;
    private String assignmentId;

    @BeforeEach
    void assign() {
        org = SignedInOrganization.create(accounts);
        admin = org.admin();
        professor = org.professor();
        Fixtures fixtures = new Fixtures(professor);
        studentId = admin.request().contentType(ContentType.JSON).body(Map.of("name", "Lia", "status", "ACTIVE",
                        "accommodation", Map.of("timeMultiplier", 1.5, "reason", "Student's own reason")))
                .post("/api/students").then().statusCode(201).extract().path("id");
        assignmentId = fixtures.assign(fixtures.form("Ciências").getString("id"), Map.of("studentId", studentId)).getString("id");
    }

    @Test
    void theAssignmentsOwn_winsOverTheParticipants_andRemovingItBringsTheParticipantsBack() {
        professor.request().get("/api/assignments/" + assignmentId + "/accommodation").then().statusCode(200)
                .body("assignmentId", equalTo(assignmentId)).body("source", equalTo("student"))
                .body("accommodation.timeMultiplier", equalTo(1.5f)).body("accommodation", not(hasKey("reason")));

        professor.request().contentType(ContentType.JSON).body(Map.of("extraMinutes", 45, "reason", "Broken arm"))
                .put("/api/assignments/" + assignmentId + "/accommodation").then().statusCode(200)
                .body("source", equalTo("assignment")).body("accommodation.timeMultiplier", equalTo(1))
                .body("accommodation.extraMinutes", equalTo(45)).body("accommodation", not(hasKey("reason")));
        admin.request().get("/api/assignments/" + assignmentId + "/accommodation").then()
                .body("source", equalTo("assignment")).body("accommodation.reason", equalTo("Broken arm"));

        Optional<Accommodation> effective = QuarkusTransaction.requiringNew().call(() ->
                repository.effectiveFor(org.organization().id(), assignmentId, new StudentParticipant(studentId)));
        assertThat(effective).contains(new Accommodation(BigDecimal.ONE, 45, "Broken arm"));

        professor.request().delete("/api/assignments/" + assignmentId + "/accommodation").then().statusCode(200)
                .body("source", equalTo("student")).body("accommodation.timeMultiplier", equalTo(1.5f));
        professor.request().delete("/api/assignments/" + assignmentId + "/accommodation").then().statusCode(200);

        assertThat(changes.about(assignmentId)).hasSize(2).allSatisfy(seen -> {
            assertThat(seen.inTransaction()).isTrue();
            assertThat(seen.change().assignmentId()).isEqualTo(assignmentId);
            assertThat(seen.change().participant()).isNull();
        });
        assertThat(rows.auditActionsFor(assignmentId)).endsWith("assignment.accommodation.set", "assignment.accommodation.remove");
        assertThat(String.join("", rows.auditChangesFor(assignmentId))).doesNotContain("Broken arm");
    }

    @Test
    void withNoAccommodationAnywhere_theAnswerHasNeither() {
        admin.request().contentType(ContentType.JSON).body("{\"accommodation\": null}").put("/api/students/" + studentId)
                .then().statusCode(200);
        admin.request().get("/api/assignments/" + assignmentId + "/accommodation").then().statusCode(200)
                .body("assignmentId", equalTo(assignmentId)).body("$", not(hasKey("accommodation"))).body("$", not(hasKey("source")));
        Optional<Accommodation> effective = QuarkusTransaction.requiringNew().call(() ->
                repository.effectiveFor(org.organization().id(), assignmentId, new StudentParticipant(studentId)));
        assertThat(effective).isEmpty();
    }

    @Test
    void anotherProfessorsAssignment_andAnotherOrganizations_are404() {
        Browser colleague = Browser.signedIn(accounts.user(org.organization(), Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        colleague.request().contentType(ContentType.JSON).body(Map.of("extraMinutes", 10))
                .put("/api/assignments/" + assignmentId + "/accommodation").then().statusCode(404);
        colleague.request().delete("/api/assignments/" + assignmentId + "/accommodation").then().statusCode(404);

        SignedInOrganization other = SignedInOrganization.create(accounts);
        other.admin().request().contentType(ContentType.JSON).body(Map.of("extraMinutes", 10))
                .put("/api/assignments/" + assignmentId + "/accommodation").then().statusCode(404);
        other.admin().request().get("/api/assignments/" + assignmentId + "/accommodation").then().statusCode(404);
        assertThat(changes.about(assignmentId)).isEmpty();
    }

    @Test
    void badBodies_are400NamingTheField() {
        String path = "/api/assignments/" + assignmentId + "/accommodation";
        admin.request().contentType(ContentType.JSON).body(Map.of("timeMultiplier", 0.5)).put(path)
                .then().statusCode(400).body("errors.field", contains("timeMultiplier"));
        admin.request().contentType(ContentType.JSON).body(Map.of("timeMultiplier", 5)).put(path)
                .then().statusCode(400).body("errors.field", contains("timeMultiplier"));
        admin.request().contentType(ContentType.JSON).body(Map.of("extraMinutes", 601)).put(path)
                .then().statusCode(400).body("errors.field", contains("extraMinutes"));
        admin.request().contentType(ContentType.JSON).body(Map.of("extraMinutes", 5, "reason", "r".repeat(501))).put(path)
                .then().statusCode(400).body("errors.field", contains("reason"));
        admin.request().contentType(ContentType.JSON).body("{}").put(path)
                .then().statusCode(400).body("errors.field", contains("accommodation"));
        admin.request().contentType(ContentType.JSON).body("{\"extraMinutes\": \"ten\"}").put(path)
                .then().statusCode(400).body("errors.field", contains("extraMinutes"));
        admin.request().contentType(ContentType.JSON).body("{not json").put(path).then().statusCode(400);
        assertThat(changes.about(assignmentId)).isEmpty();
    }
}
