package app.assessment.bootstrap.form;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.StoredRows;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Issue 43: the grading queue, grades that complete a submission, changed grades, and who may grade. */
@QuarkusTest
class GradingTest {

    @Inject
    TestAccounts accounts;
    @Inject
    StoredRows rows;

    @Test
    void theLastGrade_completesTheSubmission_andEveryGradeIsAudited() {
        Organization org = accounts.organization();
        Browser professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Browser colleague = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Browser admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(professor);
        JsonPath form = fx.form(TypedQuestions.form("Correção"));
        JsonPath assignment = fx.assign(form.getString("id"), Map.of("studentId", fx.student("Aluno Correção")));
        String essay = form.getString("questions[4].id");
        String shortAnswer = form.getString("questions[3].id");
        String multiple = form.getString("questions[0].id");
        JsonPath submit = given().contentType(ContentType.JSON).body(Map.of("answers", List.of(
                        Map.of("questionId", multiple, "optionIds", List.of(form.getString("questions[0].options[0].id"))),
                        Map.of("questionId", shortAnswer, "text", "Rio de Janeiro"),
                        Map.of("questionId", essay, "text", "Clorofila e luz."))))
                .post("/api/test-link/" + assignment.getString("token") + "/submit").then().statusCode(201).extract().jsonPath();
        String id = submit.getString("submissionId");
        assertThat(new BigDecimal(submit.getString("totalScore"))).isEqualByComparingTo("2"); // 6 × 1/3 of the primes
        assertThat(submit.getBoolean("pendingGrading")).isTrue();

        JsonPath queue = professor.request().get("/api/grading").then().statusCode(200).extract().jsonPath();
        assertThat(queue.getList("items.answer.questionId")).containsExactly(shortAnswer, essay);
        assertThat(queue.getList("items.submissionId")).containsOnly(id);
        assertThat(queue.getString("items[1].answer.text")).isEqualTo("Clorofila e luz.");
        assertThat(queue.getLong("total")).isEqualTo(2);
        assertThat(professor.request().get("/api/grading?formId=" + form.getString("id")).then().extract().jsonPath()
                .getList("items")).hasSize(2);
        assertThat(professor.request().get("/api/grading?formId=another").then().statusCode(200).extract().jsonPath()
                .getList("items")).isEmpty();
        assertThat(colleague.request().get("/api/grading").then().statusCode(200).extract().jsonPath().getList("items"))
                .as("another professor's assignment").isEmpty();
        assertThat(admin.request().get("/api/grading").then().statusCode(200).extract().jsonPath().getList("items.submissionId"))
                .contains(id);
        assertThat(stranger.request().get("/api/grading").then().statusCode(200).extract().jsonPath().getList("items")).isEmpty();

        String essayGrade = "/api/submissions/" + id + "/answers/" + essay + "/grade";
        professor.request().contentType(ContentType.JSON).body(Map.of("points", 10.01)).put(essayGrade).then().statusCode(400)
                .body("errors[0].field", equalTo("points"));
        professor.request().contentType(ContentType.JSON).body(Map.of("points", -1)).put(essayGrade).then().statusCode(400);
        stranger.request().contentType(ContentType.JSON).body(Map.of("points", 1)).put(essayGrade).then().statusCode(404);
        colleague.request().contentType(ContentType.JSON).body(Map.of("points", 1)).put(essayGrade).then().statusCode(404);
        professor.request().contentType(ContentType.JSON).body(Map.of("points", 1))
                .put("/api/submissions/" + id + "/answers/" + multiple + "/grade").then().statusCode(409)
                .body("code", equalTo("ANSWER_NOT_GRADED_BY_HAND"));
        professor.request().contentType(ContentType.JSON).body(Map.of("points", 1))
                .put("/api/submissions/" + id + "/answers/" + form.getString("questions[6].id") + "/grade").then().statusCode(404);

        professor.request().contentType(ContentType.JSON).body(Map.of("points", 7.5, "comment", "Faltou a água."))
                .put(essayGrade).then().statusCode(200).body("pendingGrading", equalTo(true)).body("totalScore", equalTo(9.5f))
                .body("scoreLabel", equalTo(null)).body("answer.comment", equalTo("Faltou a água."));
        assertThat(rows.notificationTypesFor(assignment.getString("id"))).doesNotContain("SUBMISSION_GRADED");

        admin.request().contentType(ContentType.JSON).body(Map.of("points", 1.5))
                .put("/api/submissions/" + id + "/answers/" + shortAnswer + "/grade").then().statusCode(200)
                .body("pendingGrading", equalTo(false)).body("totalScore", equalTo(11.0f)).body("scoreLabel", equalTo("Qualquer"));
        assertThat(rows.notificationTypesFor(assignment.getString("id"))).containsOnlyOnce("SUBMISSION_GRADED");
        assertThat(professor.request().get("/api/grading").then().extract().jsonPath().getList("items")).isEmpty();

        JsonPath report = professor.request().get("/api/reports/" + id).then().statusCode(200).extract().jsonPath();
        assertThat(report.getBoolean("score.pendingGrading")).isFalse();
        assertThat(report.getString("score.scoreLabel")).isEqualTo("Qualquer");
        assertThat(report.getString("answers[2].comment")).isEqualTo("Faltou a água.");

        professor.request().contentType(ContentType.JSON).body(Map.of("points", 5, "comment", " "))
                .put(essayGrade).then().statusCode(200).body("totalScore", equalTo(8.5f)).body("answer.comment", equalTo(null));
        assertThat(rows.notificationTypesFor(assignment.getString("id"))).as("a changed grade does not mail again")
                .containsOnlyOnce("SUBMISSION_GRADED");
        assertThat(rows.auditActionsFor(id)).containsExactly("submission.create", "submission.grade", "submission.grade",
                "submission.grade");
        assertThat(rows.auditChangesFor(id).get(3)).contains("\"old\": 7.50").contains("\"new\": 5");
        byte[] pdf = professor.request().contentType(ContentType.JSON).body(Map.of("submissionId", id))
                .post("/api/reports/export").then().statusCode(200).extract().asByteArray();
        assertThat(pdf.length).isGreaterThan(1000);
    }
}
