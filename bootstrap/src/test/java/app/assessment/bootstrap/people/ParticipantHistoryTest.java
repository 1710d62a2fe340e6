package app.assessment.bootstrap.people;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.assignment.FormBodies;
import app.assessment.bootstrap.testsupport.TestClock;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The histories on a person's record, read through the routes: a student's submissions
 * ({@code StudentProfile.submissions}) and every test assigned to a candidate
 * ({@code CandidateProfile.assessments}), each newest first, with the fields the schema names.
 */
@QuarkusTest
class ParticipantHistoryTest extends SignedInPeopleTest {

    private static final DateTimeFormatter WIRE = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'")
            .withZone(ZoneOffset.UTC);

    @Inject
    TestClock clock;

    private final Instant start = Instant.now().truncatedTo(ChronoUnit.MILLIS);
    private Fixtures fixtures;
    private JsonPath algebra;
    private JsonPath geometry;

    @BeforeEach
    void forms() {
        clock.freezeAt(start);
        fixtures = new Fixtures(admin);
        algebra = fixtures.form("Álgebra");
        geometry = fixtures.form("Geometria");
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    @Test
    void aStudentsHistory_isTheirSubmissionsNewestFirst_withoutPendingOrCancelledTests() {
        String student = fixtures.student("Lia Souza");
        JsonPath firstTest = assign(algebra, "studentId", student);
        JsonPath secondTest = assign(geometry, "studentId", student);
        assign(algebra, "studentId", student);
        cancel(assign(geometry, "studentId", student));
        JsonPath someoneElses = assign(algebra, "studentId", fixtures.student("Outra Pessoa"));
        clock.advance(Duration.ofHours(1));
        String first = submit(firstTest, 1);
        Instant firstAt = clock.now();
        clock.advance(Duration.ofHours(1));
        String second = submit(secondTest, 2);
        Instant secondAt = clock.now();
        submit(someoneElses, 2);

        admin.request().get("/api/students/" + student).then().statusCode(200)
                .body("submissions.id", contains(second, first))
                .body("submissions.formId", contains(geometry.getString("id"), algebra.getString("id")))
                .body("submissions.form.title", contains("Geometria", "Álgebra"))
                .body("submissions.totalScore", contains(10.0f, 5.0f))
                .body("submissions.maxScore", contains(10.0f, 10.0f))
                .body("submissions.isCompleted", contains(true, true))
                .body("submissions.createdAt", contains(wire(secondAt), wire(firstAt)))
                .body("submissions[0].keySet()", containsInAnyOrder("id", "formId", "form", "totalScore", "maxScore",
                        "isCompleted", "createdAt"));
    }

    @Test
    void aCandidatesHistory_isEveryTestAssignedNewestFirst_withItsResultOnceSubmitted() {
        String candidate = fixtures.candidate("Caio Prado");
        JsonPath done = assign(algebra, "candidateId", candidate);
        clock.advance(Duration.ofMinutes(1));
        JsonPath pending = assign(geometry, "candidateId", candidate);
        clock.advance(Duration.ofMinutes(1));
        JsonPath cancelled = assign(algebra, "candidateId", candidate);
        cancel(cancelled);
        clock.advance(Duration.ofHours(1));
        String submission = submit(done, 1);

        admin.request().get("/api/candidates/" + candidate).then().statusCode(200)
                .body("assessments.assignmentId", contains(cancelled.getString("id"), pending.getString("id"), done.getString("id")))
                .body("assessments.formId", contains(algebra.getString("id"), geometry.getString("id"), algebra.getString("id")))
                .body("assessments.form.title", contains("Álgebra", "Geometria", "Álgebra"))
                .body("assessments.status", contains("CANCELLED", "ACTIVE", "COMPLETED"))
                .body("assessments.submissionId", contains(null, null, submission))
                .body("assessments.totalScore", contains(null, null, 5.0f))
                .body("assessments.maxScore", contains(null, null, 10.0f))
                .body("assessments.assignedAt", contains(wire(start.plus(Duration.ofMinutes(2))),
                        wire(start.plus(Duration.ofMinutes(1))), wire(start)))
                .body("assessments[0].keySet()", containsInAnyOrder("assignmentId", "formId", "form", "status", "submissionId",
                        "totalScore", "maxScore", "assignedAt"));
    }

    @Test
    void aCompletedAssessment_keepsTheTitleItWasTakenUnder_asTheSubmissionDoes() {
        String candidate = fixtures.candidate("Teo Lima");
        JsonPath done = assign(algebra, "candidateId", candidate);
        clock.advance(Duration.ofMinutes(1));
        JsonPath pending = assign(algebra, "candidateId", candidate);
        String submission = submit(done, 2);

        admin.request().contentType(ContentType.JSON).body(FormBodies.science("Álgebra II"))
                .put("/api/forms/" + algebra.getString("id")).then().statusCode(200);

        admin.request().get("/api/submissions/" + submission).then().statusCode(200).body("form.title", equalTo("Álgebra"));
        admin.request().get("/api/candidates/" + candidate).then().statusCode(200)
                .body("assessments.assignmentId", contains(pending.getString("id"), done.getString("id")))
                .body("assessments.form.title", contains("Álgebra II", "Álgebra"));
    }

    /** Rows of the same instant (one clock reading for several writes) come newest id first, as every list does. */
    @Test
    void entriesOfTheSameInstant_comeInTheOrderTheyWereMade_newestFirst() {
        String student = fixtures.student("Nina Reis");
        String candidate = fixtures.candidate("Otto Reis");
        JsonPath older = assign(algebra, "studentId", student);
        JsonPath newer = assign(geometry, "studentId", student);
        JsonPath olderAssessment = assign(algebra, "candidateId", candidate);
        JsonPath newerAssessment = assign(geometry, "candidateId", candidate);
        String first = submit(older, 1);
        String second = submit(newer, 1);

        admin.request().get("/api/students/" + student).then().statusCode(200).body("submissions.id", contains(second, first));
        admin.request().get("/api/candidates/" + candidate).then().statusCode(200)
                .body("assessments.assignmentId", contains(newerAssessment.getString("id"), olderAssessment.getString("id")));
    }

    /**
     * Promotion copies nothing: the student's history holds what they submitted as the candidate,
     * before and after the promotion (a link sent to the candidate still works), and what they
     * submit as the student; the candidate's history stays the candidate's tests.
     */
    @Test
    void aPromotedCandidatesResults_followThemIntoTheStudentsHistory() {
        String candidate = fixtures.candidate("Rui Alves");
        JsonPath asCandidate = assign(algebra, "candidateId", candidate);
        clock.advance(Duration.ofMinutes(1));
        JsonPath stillOpen = assign(geometry, "candidateId", candidate);
        clock.advance(Duration.ofHours(1));
        String before = submit(asCandidate, 2);
        Instant beforeAt = clock.now();
        String student = admin.request().post("/api/candidates/" + candidate + "/promote").then().statusCode(200)
                .extract().path("studentId");
        clock.advance(Duration.ofHours(1));
        JsonPath asStudent = assign(geometry, "studentId", student);
        clock.advance(Duration.ofHours(1));
        String after = submit(asStudent, 1);
        Instant afterAt = clock.now();
        clock.advance(Duration.ofHours(1));
        String late = submit(stillOpen, 0);
        Instant lateAt = clock.now();

        admin.request().get("/api/students/" + student).then().statusCode(200)
                .body("submissions.id", contains(late, after, before))
                .body("submissions.formId", contains(geometry.getString("id"), geometry.getString("id"), algebra.getString("id")))
                .body("submissions.form.title", contains("Geometria", "Geometria", "Álgebra"))
                .body("submissions.totalScore", contains(0.0f, 5.0f, 10.0f))
                .body("submissions.createdAt", contains(wire(lateAt), wire(afterAt), wire(beforeAt)));
        admin.request().get("/api/candidates/" + candidate).then().statusCode(200)
                .body("status", equalTo("PROMOTED")).body("promotedStudentId", equalTo(student))
                .body("assessments.assignmentId", contains(stillOpen.getString("id"), asCandidate.getString("id")))
                .body("assessments.status", contains("COMPLETED", "COMPLETED"))
                .body("assessments.submissionId", contains(late, before));
    }

    private JsonPath assign(JsonPath form, String participantField, String participantId) {
        return fixtures.assign(form.getString("id"), Map.of(participantField, participantId));
    }

    private void cancel(JsonPath assignment) {
        admin.request().contentType(ContentType.JSON).body(Map.of("reason", "Moved to another week"))
                .post("/api/assignments/" + assignment.getString("id") + "/cancel").then().statusCode(200);
    }

    /** Submits through the link, the first {@code right} of the form's two questions answered right (5 points each). */
    private String submit(JsonPath assignment, int right) {
        JsonPath form = given().get("/api/test-link/" + assignment.getString("token")).then().statusCode(200).extract().jsonPath();
        List<Map<String, String>> answers = new ArrayList<>();
        for (int q = 0; q < 2; q++) {
            answers.add(Map.of("questionId", form.getString("form.questions[" + q + "].id"),
                    "optionId", form.getString("form.questions[" + q + "].options[" + (q < right ? 0 : 1) + "].id")));
        }
        return given().contentType(ContentType.JSON).body(Map.of("answers", answers))
                .post("/api/test-link/" + assignment.getString("token") + "/submit").then().statusCode(201)
                .extract().path("submissionId");
    }

    private static String wire(Instant instant) {
        return WIRE.format(instant);
    }
}
