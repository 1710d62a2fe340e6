package app.assessment.bootstrap.form;

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
 * Issue 43: a form sent without question types keeps every field it had, with the same value, in
 * its form, its public link, its submit and its report reads. The fixtures under
 * {@code src/test/resources/compat} were captured from the code before question types existed
 * ({@code -Dcompat.capture=true} writes them again; only do so on purpose). Ids, instants, tokens
 * and generated names are compared as present, not by value; new fields may be added.
 */
@QuarkusTest
class UntypedFormCompatibilityTest {

    @Inject
    TestAccounts accounts;

    @Test
    void formLinkSubmitAndReports_keepTodaysFieldsAndValues() {
        Organization org = accounts.organization();
        Browser professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(professor);

        String created = professor.request().contentType(ContentType.JSON).body(FormBodies.science("Compatível"))
                .post("/api/forms").then().statusCode(201).extract().asString();
        JsonPath form = JsonPath.from(created);
        String formId = form.getString("id");
        String read = professor.request().get("/api/forms/" + formId).then().statusCode(200).extract().asString();
        String token = fx.assign(formId, Map.of("studentId", fx.student("Aluno Compatível"))).getString("token");
        String link = given().get("/api/test-link/" + token).then().statusCode(200).extract().asString();
        String submit = given().contentType(ContentType.JSON).body(Map.of("answers", List.of(
                        Map.of("questionId", form.getString("questions[0].id"), "optionId", form.getString("questions[0].options[0].id")),
                        Map.of("questionId", form.getString("questions[1].id"), "optionId", form.getString("questions[1].options[1].id")))))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201).extract().asString();
        String submissionId = JsonPath.from(submit).getString("submissionId");
        String report = professor.request().get("/api/reports/" + submissionId).then().statusCode(200).extract().asString();
        String submission = professor.request().get("/api/submissions/" + submissionId).then().statusCode(200).extract().asString();

        compare("form-created.json", created);
        compare("form-read.json", read);
        compare("test-link.json", link);
        compare("submit.json", submit);
        compare("report.json", report);
        compare("submission.json", submission);
    }

    private static void compare(String fixture, String actualText) {
        WireFixtures.compare(fixture, actualText);
    }
}
