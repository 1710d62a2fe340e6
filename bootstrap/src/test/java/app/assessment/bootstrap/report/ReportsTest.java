package app.assessment.bootstrap.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** GET /api/reports and GET /api/reports/{submissionId}: rows, filters, visibility, the detail. */
@QuarkusTest
class ReportsTest {

    @Inject
    TestAccounts accounts;

    private Organization org;
    private User professorUser;
    private Browser professor;
    private Browser colleague;
    private Browser admin;

    @BeforeEach
    void setUp() {
        org = accounts.organization();
        professorUser = accounts.user(org, Role.PROFESSOR);
        professor = Browser.signedIn(professorUser.email(), TestAccounts.PASSWORD);
        colleague = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
    }

    @Test
    void list_showsCompletedSubmissionsAsReportRows() {
        Fixtures fx = new Fixtures(professor);
        JsonPath form = fx.form(CompletedTests.form("Avaliação de Ciências", 4));
        String id = CompletedTests.submit(fx, form, Map.of("studentId", fx.student("João Conceição")));
        fx.assign(form.getString("id"), Map.of("studentId", fx.student("Ainda Não Fez"))); // not completed: no report

        JsonPath body = professor.request().get("/api/reports").then().statusCode(200).extract().jsonPath();

        assertThat(body.getLong("total")).isEqualTo(1);
        Map<String, Object> row = body.getMap("reports[0]");
        // The spec's row, plus pendingGrading (issue 43) and attemptNumber, counted (issue 44): fields may be added, none removed.
        assertThat(row).containsOnlyKeys("id", "studentName", "formTitle", "completedAt", "totalScore", "maxScore", "percentage",
                "scoreLabel", "scoreColor", "assignedByName", "pendingGrading", "attemptNumber", "counted");
        assertThat(row).containsEntry("id", id).containsEntry("studentName", "João Conceição")
                .containsEntry("formTitle", "Avaliação de Ciências").containsEntry("totalScore", 4.0f).containsEntry("maxScore", 4.0f)
                .containsEntry("percentage", 100.0f).containsEntry("scoreLabel", "Proficiente").containsEntry("scoreColor", "#388E3C")
                .containsEntry("assignedByName", professorUser.name());
        assertThat((String) row.get("completedAt")).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
    }

    @Test
    void list_professorSeesAssignmentsTheyMadeAndSubmissionsOfTheirForms_adminSeesAll() {
        Fixtures mine = new Fixtures(professor);
        Fixtures theirs = new Fixtures(colleague);
        JsonPath myForm = mine.form(CompletedTests.form("Prova do professor", 2));
        // A template, so the professor may assign the colleague's form.
        Map<String, Object> template = new HashMap<>(CompletedTests.form("Prova da colega", 2));
        template.put("isTemplate", true);
        JsonPath theirForm = theirs.form(template);
        String assignedByMe = CompletedTests.submit(mine, theirForm, Map.of("studentId", mine.student("Ana")));
        Fixtures admins = new Fixtures(admin);
        String onMyForm = CompletedTests.submit(admins, myForm, Map.of("candidateId", admins.candidate("Bruno")));
        String neither = CompletedTests.submit(theirs, theirForm, Map.of("studentId", theirs.student("Carla")));

        professor.request().get("/api/reports").then().statusCode(200).body("total", equalTo(2))
                .body("reports.id", containsInAnyOrder(assignedByMe, onMyForm));
        colleague.request().get("/api/reports").then().body("total", equalTo(2))
                .body("reports.id", containsInAnyOrder(assignedByMe, neither));
        admin.request().get("/api/reports").then().body("total", equalTo(3))
                .body("reports.id", contains(neither, onMyForm, assignedByMe));
        // A full first page: the organization's total comes from its trigger-kept counter.
        admin.request().queryParam("limit", 1).get("/api/reports").then().body("total", equalTo(3))
                .body("reports.id", contains(neither));
        admin.request().queryParam("limit", 1).get("/api/submissions").then().body("total", equalTo(3));
        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.SUPER_ADMIN).email(), TestAccounts.PASSWORD);
        stranger.request().get("/api/reports").then().body("total", equalTo(0)).body("reports", empty());
    }

    @Test
    void list_searchesParticipantAndTitleIgnoringAccentsAndCase_andPages() {
        Fixtures fx = new Fixtures(professor);
        JsonPath science = fx.form(CompletedTests.form("Avaliação de Ciências", 2));
        JsonPath history = fx.form(CompletedTests.form("História do Brasil", 2));
        String joao = CompletedTests.submit(fx, science, Map.of("studentId", fx.student("João Conceição")));
        String maria = CompletedTests.submit(fx, history, Map.of("candidateId", fx.candidate("Maria Avaliação")));
        String pedro = CompletedTests.submit(fx, history, Map.of("studentId", fx.student("Pedro Souza")));

        // A searched page reads its assigners' names with its rows too (SearchedPages' join).
        professor.request().queryParam("search", "JOAO conceicao").get("/api/reports").then().body("reports.id", contains(joao))
                .body("reports.assignedByName", contains(professorUser.name()));
        professor.request().queryParam("search", "historia").get("/api/reports").then().body("reports.id", contains(pedro, maria));
        professor.request().queryParam("search", "avaliacao").get("/api/reports").then().body("reports.id", contains(maria, joao));
        professor.request().queryParam("search", "100%").get("/api/reports").then().body("total", equalTo(0));

        professor.request().queryParam("limit", 2).get("/api/reports").then().body("total", equalTo(3))
                .body("reports.id", contains(pedro, maria));
        professor.request().queryParam("limit", 2).queryParam("page", 2).get("/api/reports").then().body("total", equalTo(3))
                .body("reports.id", contains(joao));
    }

    @Test
    void list_filtersOnCompletionTime_datesAndInstants() {
        Fixtures fx = new Fixtures(professor);
        String id = CompletedTests.submit(fx, fx.form(CompletedTests.form("Prova", 2)), Map.of("studentId", fx.student("Ana")));
        Instant completedAt = Instant.parse(professor.request().get("/api/reports").then().extract().path("reports[0].completedAt"));
        LocalDate day = LocalDate.ofInstant(completedAt, ZoneOffset.UTC);

        assertThat(idsBetween(completedAt.toString(), completedAt.toString())).containsExactly(id);
        assertThat(idsBetween(day.toString(), day.toString())).as("a date `to` includes its whole day").containsExactly(id);
        assertThat(idsBetween(completedAt.plus(1, ChronoUnit.MILLIS).toString(), null)).isEmpty();
        assertThat(idsBetween(null, completedAt.minus(1, ChronoUnit.MILLIS).toString())).isEmpty();
        assertThat(idsBetween(day.plusDays(1).toString(), null)).isEmpty();
        assertThat(idsBetween(null, day.minusDays(1).toString())).isEmpty();
    }

    @Test
    void list_badDatesOrPaging_400NamingTheField() {
        professor.request().queryParam("from", "yesterday").get("/api/reports").then().statusCode(400)
                .body("code", equalTo("VALIDATION_FAILED")).body("errors[0].field", equalTo("from"));
        professor.request().queryParam("to", "2026-13-01").get("/api/reports").then().statusCode(400)
                .body("errors[0].field", equalTo("to"));
        professor.request().queryParam("from", "2026-02-01").queryParam("to", "2026-01-01").get("/api/reports").then().statusCode(400)
                .body("errors[0].field", equalTo("from"));
        professor.request().queryParam("page", 0).get("/api/reports").then().statusCode(400).body("errors[0].field", equalTo("page"));
        professor.request().queryParam("limit", "x").get("/api/reports").then().statusCode(400).body("errors[0].field", equalTo("limit"));
    }

    @Test
    void detail_hasEverythingTheReportShows() {
        Fixtures fx = new Fixtures(professor);
        JsonPath form = fx.form(CompletedTests.form("Avaliação de Ciências", 3));
        String candidateId = fx.candidate("Maria Candidata");
        String id = CompletedTests.submit(fx, form, Map.of("candidateId", candidateId));

        JsonPath detail = professor.request().get("/api/reports/" + id).then().statusCode(200).extract().jsonPath();

        assertThat(detail.getString("id")).isEqualTo(id);
        assertThat(detail.getMap("participant")).containsEntry("id", candidateId).containsEntry("kind", "candidate")
                .containsEntry("name", "Maria Candidata");
        assertThat(detail.getMap("form")).containsEntry("id", form.getString("id")).containsEntry("title", "Avaliação de Ciências");
        assertThat(detail.getMap("teacher")).containsEntry("id", professorUser.id()).containsEntry("name", professorUser.name());
        assertThat(detail.getMap("organization")).containsEntry("id", org.id()).containsEntry("name", org.name());
        assertThat(detail.getMap("score")).containsEntry("totalScore", 3.0f).containsEntry("maxScore", 3.0f)
                .containsEntry("percentage", 100.0f).containsEntry("scoreLabel", "Proficiente").containsEntry("scoreColor", "#388E3C");
        assertThat(detail.getList("answers.number")).containsExactly(1, 2, 3);
        assertThat(detail.getList("answers.questionText")).containsExactly("Pergunta 1: qual é a opção correta?",
                "Pergunta 2: qual é a opção correta?", "Pergunta 3: qual é a opção correta?");
        assertThat(detail.getList("answers.selectedOptionText")).containsExactly("Correta 1", "Correta 2", "Correta 3");
        assertThat(detail.getList("answers.points")).containsExactly(1.0f, 1.0f, 1.0f);
        assertThat(detail.getList("answers.questionId")).isEqualTo(form.getList("questions.id"));
        assertThat(detail.getList("scoreRanges.label")).containsExactly("Em desenvolvimento", "Proficiente");
        assertThat(detail.getList("scoreRanges.min")).containsExactly(0.0f, 1.5f);
        assertThat(detail.getString("completedAt")).matches(".*\\.\\d{3}Z");
    }

    @Test
    void detail_keepsTheSnapshot_whenTheFormChangesAndTheParticipantIsRemoved() {
        Fixtures fx = new Fixtures(professor);
        JsonPath form = fx.form(CompletedTests.form("Prova Original", 2));
        String studentId = fx.student("Aluno Removido");
        String id = CompletedTests.submit(fx, form, Map.of("studentId", studentId));

        professor.request().contentType("application/json").body(CompletedTests.form("Prova Reescrita", 5))
                .put("/api/forms/" + form.getString("id")).then().statusCode(200);
        admin.request().delete("/api/students/" + studentId).then().statusCode(200);

        admin.request().get("/api/reports/" + id).then().statusCode(200)
                .body("participant.name", equalTo("Aluno Removido")).body("form.title", equalTo("Prova Original"))
                .body("answers", hasSize(2)).body("score.maxScore", equalTo(2.0f))
                .body("scoreRanges.max", contains(0.99f, 2.0f));
        admin.request().get("/api/reports").then().body("reports[0].studentName", equalTo("Aluno Removido"))
                .body("reports[0].formTitle", equalTo("Prova Original"));
    }

    @Test
    void detail_outsideTheCallersView_404() {
        Fixtures fx = new Fixtures(colleague);
        String id = CompletedTests.submit(fx, fx.form(CompletedTests.form("Prova da colega", 2)), Map.of("studentId", fx.student("Ana")));

        professor.request().get("/api/reports/" + id).then().statusCode(404).body("code", equalTo("NOT_FOUND"));
        admin.request().get("/api/reports/" + id).then().statusCode(200).body("participant.name", equalTo("Ana"));
        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.SUPER_ADMIN).email(), TestAccounts.PASSWORD);
        stranger.request().get("/api/reports/" + id).then().statusCode(404);
        professor.request().get("/api/reports/no-such-submission").then().statusCode(404);
    }

    private List<String> idsBetween(String from, String to) {
        var request = professor.request();
        if (from != null) {
            request.queryParam("from", from);
        }
        if (to != null) {
            request.queryParam("to", to);
        }
        return request.get("/api/reports").then().statusCode(200).extract().jsonPath().getList("reports.id");
    }
}
