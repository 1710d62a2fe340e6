package app.assessment.bootstrap.attempt;

import static io.restassured.RestAssured.given;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.assignment.FormBodies;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.bootstrap.testsupport.WireFixtures;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 44: with the attempt settings left at their defaults (untimed, one attempt, score shown at
 * once) every shape the existing clients read is as it was before attempts existed. The fixtures
 * under {@code src/test/resources/compat/attempts} were captured from {@code a31e1df}, before
 * attempts; new fields may be added, none removed or changed.
 */
@QuarkusTest
class AttemptDefaultsCompatibilityTest {

    @Inject
    TestAccounts accounts;

    @Test
    void assignmentDraftSubmitAndListsKeepTodaysShapes() {
        Organization org = accounts.organization();
        Browser admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(admin);
        String formBody = admin.request().contentType(ContentType.JSON).body(FormBodies.science("Tentativas"))
                .post("/api/forms").then().statusCode(201).extract().asString();
        JsonPath form = JsonPath.from(formBody);
        String formId = form.getString("id");
        String studentId = fx.student("Aluna Tentativa");
        String studentRead = admin.request().get("/api/students/" + studentId).then().statusCode(200).extract().asString();
        String candidateId = fx.candidate("Candidata Tentativa");
        String candidateRead = admin.request().get("/api/candidates/" + candidateId).then().statusCode(200).extract().asString();

        String assigned = admin.request().contentType(ContentType.JSON).body(Map.of("formId", formId, "studentId", studentId))
                .post("/api/assignments").then().statusCode(201).extract().asString();
        String assignmentId = JsonPath.from(assigned).getString("id");
        String token = JsonPath.from(assigned).getString("token");
        String link = given().get("/api/test-link/" + token).then().statusCode(200).extract().asString();
        String emptyDraft = given().get("/api/assignments/" + token + "/draft").then().statusCode(200).extract().asString();
        List<Map<String, String>> answers = List.of(
                Map.of("questionId", form.getString("questions[0].id"), "optionId", form.getString("questions[0].options[0].id")),
                Map.of("questionId", form.getString("questions[1].id"), "optionId", form.getString("questions[1].options[1].id")));
        String savedDraft = given().contentType(ContentType.JSON).body(Map.of("answers", answers.subList(0, 1)))
                .put("/api/assignments/" + token + "/draft").then().statusCode(200).extract().asString();
        String draft = given().get("/api/assignments/" + token + "/draft").then().statusCode(200).extract().asString();
        String submit = given().contentType(ContentType.JSON).body(Map.of("answers", answers))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201).extract().asString();
        String again = given().contentType(ContentType.JSON).body(Map.of("answers", answers))
                .post("/api/test-link/" + token + "/submit").then().statusCode(409).extract().asString();
        String linkAfter = given().get("/api/test-link/" + token).then().statusCode(409).extract().asString();
        String assignmentRead = admin.request().get("/api/assignments/" + assignmentId).then().statusCode(200).extract().asString();
        String assignmentList = admin.request().queryParam("formId", formId).get("/api/assignments")
                .then().statusCode(200).extract().asString();
        String reports = admin.request().queryParam("formId", formId).get("/api/reports").then().statusCode(200).extract().asString();
        String submissions = admin.request().queryParam("formId", formId).get("/api/submissions")
                .then().statusCode(200).extract().asString();

        WireFixtures.compare("attempts/student-read.json", studentRead);
        WireFixtures.compare("attempts/candidate-read.json", candidateRead);
        WireFixtures.compare("attempts/assignment-created.json", assigned);
        WireFixtures.compare("attempts/test-link.json", link);
        WireFixtures.compare("attempts/draft-empty.json", emptyDraft);
        WireFixtures.compare("attempts/draft-saved.json", savedDraft);
        WireFixtures.compare("attempts/draft-read.json", draft);
        WireFixtures.compare("attempts/submit.json", submit);
        WireFixtures.compare("attempts/submit-again.json", again);
        WireFixtures.compare("attempts/test-link-completed.json", linkAfter);
        WireFixtures.compare("attempts/assignment-read.json", assignmentRead);
        WireFixtures.compare("attempts/assignment-list.json", assignmentList);
        WireFixtures.compare("attempts/reports.json", reports);
        WireFixtures.compare("attempts/submissions.json", submissions);
    }
}
