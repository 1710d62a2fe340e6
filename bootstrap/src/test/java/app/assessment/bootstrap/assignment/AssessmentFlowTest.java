package app.assessment.bootstrap.assignment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.nullValue;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The whole path of an assessment, as docs/api.md §6 and the issue describe it. */
@QuarkusTest
class AssessmentFlowTest {

    @Inject
    TestAccounts accounts;

    private Organization org;
    private Browser professor;
    private Browser otherProfessor;
    private Browser admin;

    @BeforeEach
    void setUp() {
        org = accounts.organization();
        professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        otherProfessor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
    }

    @Test
    void createAssignOpenDraftEditSubmit_endToEnd() {
        Fixtures fx = new Fixtures(professor);
        JsonPath form = fx.form("Prova Final");
        String formId = form.getString("id");
        String q1 = form.getString("questions[0].id");
        String q1Right = form.getString("questions[0].options[0].id");
        String q2 = form.getString("questions[1].id");
        String q2Right = form.getString("questions[1].options[0].id");
        String studentId = fx.student("João Conceição");
        String candidateId = fx.candidate("Maria Candidata");

        String studentToken = fx.assign(formId, Map.of("studentId", studentId)).getString("token");
        String candidateToken = fx.assign(formId, Map.of("candidateId", candidateId)).getString("token");

        given().get("/api/test-link/" + studentToken).then().statusCode(200)
                .body("participant.name", equalTo("João Conceição")).body("participant.kind", equalTo("student"))
                .body("assignment.status", equalTo("ACTIVE"))
                .body("form.questions.text", contains("Quanto é 2 + 2?", "Capital do Brasil?"))
                .body(not(containsString("points")))
                .body("payment.required", equalTo(false))
                .body("draft", nullValue());

        given().contentType(ContentType.JSON).body(answers(q1, q1Right, q2, q2Right))
                .put("/api/assignments/" + studentToken + "/draft").then().statusCode(200).body("answers", hasSize(2));

        // The professor removes question 2: the draft keeps the answer to question 1 only.
        Map<String, Object> edited = new HashMap<>(FormBodies.science("Prova Final"));
        edited.put("questions", List.of(Map.of("id", q1, "text", "Quanto é 2 + 2?", "options", List.of(
                Map.of("id", q1Right, "text", "4", "points", 5), Map.of("text", "22", "points", 0)))));
        professor.request().contentType(ContentType.JSON).body(edited).put("/api/forms/" + formId).then().statusCode(200);
        given().get("/api/assignments/" + studentToken + "/draft").then().statusCode(200)
                .body("answers.questionId", contains(q1));

        JsonPath result = given().contentType(ContentType.JSON).body(Map.of("answers", List.of(Map.of("questionId", q1, "optionId", q1Right))))
                .post("/api/test-link/" + studentToken + "/submit").then().statusCode(201).extract().jsonPath();
        assertThat(result.getDouble("totalScore")).isEqualTo(5.0);
        assertThat(result.getDouble("maxScore")).isEqualTo(5.0);
        assertThat(result.getDouble("percentage")).isEqualTo(100.0);
        assertThat(result.getString("scoreLabel")).isEqualTo("Aprovado");
        assertThat(result.getString("scoreColor")).isEqualTo("#388E3C");
        String submissionId = result.getString("submissionId");

        given().contentType(ContentType.JSON).body(Map.of("answers", List.of())).post("/api/test-link/" + studentToken + "/submit")
                .then().statusCode(409).body("code", equalTo("ASSIGNMENT_COMPLETED"));
        given().get("/api/test-link/" + studentToken).then().statusCode(409);
        given().get("/api/assignments/" + studentToken + "/draft").then().statusCode(409);

        // Later edits never change the submitted result.
        edited.put("questions", List.of(Map.of("id", q1, "text", "Outra pergunta", "options", List.of(Map.of("id", q1Right, "text", "x", "points", 1)))));
        professor.request().contentType(ContentType.JSON).body(edited).put("/api/forms/" + formId).then().statusCode(200);
        professor.request().get("/api/submissions/" + submissionId).then().statusCode(200)
                .body("student.name", equalTo("João Conceição")).body("form.title", equalTo("Prova Final"))
                .body("answers[0].questionText", equalTo("Quanto é 2 + 2?"))
                .body("answers[0].selectedOptionText", equalTo("4"))
                .body("answers[0].points", equalTo(5.0f));

        // The candidate's submission appears under the candidate's name.
        String candidateSubmission = given().contentType(ContentType.JSON).body(Map.of("answers", List.of()))
                .post("/api/test-link/" + candidateToken + "/submit").then().statusCode(201).extract().path("submissionId");
        professor.request().get("/api/submissions?formId=" + formId).then().statusCode(200).body("total", equalTo(2))
                .body("submissions.student.name", hasItem("Maria Candidata"));
        professor.request().get("/api/forms").then().statusCode(200)
                .body("forms.find { it.id == '" + formId + "' }._count.submissions", equalTo(2));

        // Visible to the assigning professor and admins, not to a colleague.
        admin.request().get("/api/submissions/" + candidateSubmission).then().statusCode(200);
        otherProfessor.request().get("/api/submissions/" + candidateSubmission).then().statusCode(404);
        otherProfessor.request().get("/api/submissions").then().body("submissions.id", not(hasItem(candidateSubmission)));
        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        stranger.request().get("/api/submissions/" + submissionId).then().statusCode(404);
    }

    @Test
    void invalidAnswers_are400_andNothingIsStored() {
        Fixtures fx = new Fixtures(professor);
        JsonPath form = fx.form("Validação");
        JsonPath other = fx.form("Outra");
        String token = fx.assign(form.getString("id"), Map.of("studentId", fx.student("Ana"))).getString("token");
        String q1 = form.getString("questions[0].id");
        String q2Option = form.getString("questions[1].options[0].id");

        given().contentType(ContentType.JSON).body(answers(q1, q2Option)).post("/api/test-link/" + token + "/submit")
                .then().statusCode(400).body("errors[0].field", equalTo("answers[0].optionId"));
        given().contentType(ContentType.JSON).body(answers(other.getString("questions[0].id"), other.getString("questions[0].options[0].id")))
                .post("/api/test-link/" + token + "/submit").then().statusCode(400).body("errors[0].field", equalTo("answers[0].questionId"));
        given().contentType(ContentType.JSON).body("{\"answers\":[{\"questionId\":null}]}")
                .post("/api/test-link/" + token + "/submit").then().statusCode(400);
        given().contentType(ContentType.JSON).body(answers(q1, q2Option)).put("/api/assignments/" + token + "/draft").then().statusCode(400);
        given().get("/api/test-link/" + token).then().statusCode(200).body("assignment.status", equalTo("ACTIVE"));
    }

    @Test
    void lifecycle_cancelReactivateSchedule() {
        Fixtures fx = new Fixtures(professor);
        String formId = fx.form("Agenda").getString("id");
        String studentId = fx.student("Bia");
        JsonPath assignment = fx.assign(formId, Map.of("studentId", studentId));
        String id = assignment.getString("id");
        String token = assignment.getString("token");

        professor.request().contentType(ContentType.JSON).body(Map.of("reason", "curta")).post("/api/assignments/" + id + "/cancel")
                .then().statusCode(400).body("errors[0].field", equalTo("reason"));
        professor.request().contentType(ContentType.JSON).body(Map.of("reason", "Aluno transferido de turma"))
                .post("/api/assignments/" + id + "/cancel").then().statusCode(200)
                .body("status", equalTo("CANCELLED")).body("cancellationReason", equalTo("Aluno transferido de turma"));
        given().get("/api/test-link/" + token).then().statusCode(410).body("code", equalTo("ASSIGNMENT_CANCELLED"));
        otherProfessor.request().post("/api/assignments/" + id + "/reactivate").then().statusCode(404);
        professor.request().post("/api/assignments/" + id + "/reactivate").then().statusCode(200).body("status", equalTo("ACTIVE"));
        given().get("/api/test-link/" + token).then().statusCode(200);

        String later = fx.assign(formId, Map.of("studentId", studentId, "scheduledAt", Instant.now().plus(1, ChronoUnit.DAYS).toString()))
                .getString("token");
        given().get("/api/test-link/" + later).then().statusCode(409).body("code", equalTo("ASSIGNMENT_NOT_OPEN"));
        given().get("/api/test-link/unknown-token-value").then().statusCode(404);

        admin.request().get("/api/assignments?status=ACTIVE&formId=" + formId).then().statusCode(200).body("total", equalTo(2));
        otherProfessor.request().get("/api/assignments").then().body("data.id", not(hasItem(id)));
        admin.request().get("/api/assignments?status=NOPE").then().statusCode(400);
    }

    @Test
    void assign_refusesUnpublishedForms_unknownParticipants_andBothParticipants() {
        Fixtures fx = new Fixtures(professor);
        Map<String, Object> draftForm = new HashMap<>(FormBodies.science("Rascunho"));
        draftForm.put("isPublished", false);
        String unpublished = professor.request().contentType(ContentType.JSON).body(draftForm).post("/api/forms").then().statusCode(201)
                .extract().path("id");
        String studentId = fx.student("Caio");
        professor.request().contentType(ContentType.JSON).body(Map.of("formId", unpublished, "studentId", studentId))
                .post("/api/assignments").then().statusCode(409).body("code", equalTo("FORM_NOT_PUBLISHED"));
        String formId = fx.form("Publicada").getString("id");
        professor.request().contentType(ContentType.JSON).body(Map.of("formId", formId, "studentId", "cnotastudent000000000000"))
                .post("/api/assignments").then().statusCode(404);
        professor.request().contentType(ContentType.JSON).body(Map.of("formId", formId, "studentId", studentId, "candidateId", studentId))
                .post("/api/assignments").then().statusCode(400);
    }

    static Map<String, Object> answers(String... questionOptionPairs) {
        List<Map<String, String>> list = new java.util.ArrayList<>();
        for (int i = 0; i < questionOptionPairs.length; i += 2) {
            list.add(Map.of("questionId", questionOptionPairs[i], "optionId", questionOptionPairs[i + 1]));
        }
        return Map.of("answers", list);
    }
}
