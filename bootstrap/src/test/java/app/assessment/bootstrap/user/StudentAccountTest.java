package app.assessment.bootstrap.user;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.StoredRows;
import app.assessment.bootstrap.testsupport.TestAccounts;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A STUDENT account: linked to a student record, sees its own profile and assignments, nothing of anyone else. */
@QuarkusTest
class StudentAccountTest {

    @Inject
    TestAccounts accounts;

    @Inject
    StoredRows rows;

    private SignedInOrganization org;
    private String studentId;

    @BeforeEach
    void setUp() {
        org = SignedInOrganization.create(accounts);
        studentId = SignedInOrganization.created(org.admin(), "/api/students", Map.of("name", "Ana Souza", "status", "ACTIVE"));
    }

    @Test
    void administrator_createsALinkedStudentAccount_whoSeesTheStudentBranchOfTheProfile() {
        Browser student = studentAccount(studentId);

        student.request().get("/api/user/role").then().statusCode(200)
                .body("isAdmin", equalTo(false)).body("isSuperuser", equalTo(false)).body("role", equalTo("STUDENT"));
        student.request().multiPart("name", "Ana S.").multiPart("age", "15").multiPart("grade", "9A").multiPart("gender", "F")
                .put("/api/user/profile").then().statusCode(200)
                .body("profile.id", equalTo(studentId)).body("profile.age", equalTo(15)).body("profile.grade", equalTo("9A"));
        student.request().get("/api/user/profile").then().statusCode(200).body("role", equalTo("STUDENT"))
                .body("profile.name", equalTo("Ana S.")).body("profile.gender", equalTo("F")).body("profile.status", equalTo("ACTIVE"));
        org.admin().request().get("/api/students/" + studentId).then().statusCode(200).body("age", equalTo(15));
    }

    @Test
    void studentFieldsOnTheProfile_areRefusedForOtherAccounts() {
        org.professor().request().multiPart("name", "Prof").multiPart("age", "40").put("/api/user/profile")
                .then().statusCode(400).contentType("application/problem+json");
    }

    @Test
    void linking_needsAStudentOfTheSameOrganizationAndTheStudentRole() {
        SignedInOrganization elsewhere = SignedInOrganization.create(accounts);
        String foreign = SignedInOrganization.created(elsewhere.admin(), "/api/students", Map.of("name", "Bia", "status", "ACTIVE"));

        createUser(Map.of("role", "STUDENT", "studentId", foreign)).then().statusCode(404);
        createUser(Map.of("role", "STUDENT")).then().statusCode(422).body("code", equalTo("STUDENT_ID_REQUIRED"));
        createUser(Map.of("role", "PROFESSOR", "studentId", studentId)).then().statusCode(422)
                .body("code", equalTo("STUDENT_LINK_NEEDS_STUDENT_ROLE"));
        org.professor().request().contentType(ContentType.JSON)
                .body(Map.of("role", "STUDENT", "studentId", studentId, "name", "X", "email", SignedInOrganization.email(),
                        "password", TestAccounts.PASSWORD)).post("/api/users").then().statusCode(403);
        studentAccount(studentId);
        createUser(Map.of("role", "STUDENT", "studentId", studentId)).then().statusCode(409).body("code", equalTo("STUDENT_ALREADY_LINKED"));
    }

    @Test
    void student_seesOnlyTheirOwnAssignments_andIsForbiddenElsewhere() {
        String otherStudent = SignedInOrganization.created(org.admin(), "/api/students", Map.of("name", "Caio", "status", "ACTIVE"));
        String formId = org.professor().request().contentType(ContentType.JSON).body(Map.of("title", "Quiz", "isPublished", true, "questions",
                List.of(Map.of("text", "Q1", "order", 1, "options", List.of(Map.of("text", "A", "points", 1))))))
                .post("/api/forms").then().statusCode(201).extract().path("id");
        String mine = SignedInOrganization.created(org.professor(), "/api/assignments", Map.of("formId", formId, "studentId", studentId));
        String theirs = SignedInOrganization.created(org.professor(), "/api/assignments", Map.of("formId", formId, "studentId", otherStudent));
        Browser student = studentAccount(studentId);

        student.request().get("/api/assignments").then().statusCode(200).body("data.id", contains(mine));
        student.request().get("/api/assignments/" + mine).then().statusCode(200);
        student.request().get("/api/assignments/" + theirs).then().statusCode(404);
        student.request().get("/api/submissions").then().statusCode(200).body("total", equalTo(0));
        student.request().get("/api/forms").then().statusCode(403);
        student.request().get("/api/students").then().statusCode(403);
        student.request().contentType(ContentType.JSON).body(Map.of("formId", formId, "studentId", studentId))
                .post("/api/assignments").then().statusCode(403);
    }

    private Browser studentAccount(String linkedStudent) {
        String email = SignedInOrganization.email();
        String userId = createUser(Map.of("role", "STUDENT", "studentId", linkedStudent, "email", email))
                .then().statusCode(201).extract().path("userId");
        assertThat(rows.auditChangesFor(userId)).anySatisfy(changes -> assertThat(changes).contains(linkedStudent));
        return Browser.signedIn(email, TestAccounts.PASSWORD);
    }

    private io.restassured.response.Response createUser(Map<String, String> fields) {
        Map<String, Object> body = new java.util.HashMap<>(Map.of("name", "Student account", "email", SignedInOrganization.email(),
                "password", TestAccounts.PASSWORD));
        body.putAll(fields);
        return org.admin().request().contentType(ContentType.JSON).body(body).post("/api/users");
    }
}
