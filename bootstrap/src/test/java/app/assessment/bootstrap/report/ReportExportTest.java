package app.assessment.bootstrap.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** POST /api/reports/export: the PDF read back with PDFBox, as text and as rendered pages. */
@QuarkusTest
class ReportExportTest {

    private static final ZoneId REPORT_ZONE = ZoneId.of("America/Sao_Paulo");

    @Inject
    TestAccounts accounts;

    private Organization org;
    private User professorUser;
    private Browser professor;
    private Fixtures fx;

    @BeforeEach
    void setUp() {
        org = accounts.organization();
        professorUser = accounts.user(org, Role.PROFESSOR);
        professor = Browser.signedIn(professorUser.email(), TestAccounts.PASSWORD);
        fx = new Fixtures(professor);
    }

    @Test
    void export_answersAPdfWithParticipantTitleScoreLabelAndEveryQuestion() {
        JsonPath form = fx.form(CompletedTests.form("Prova de Matemática", 6));
        String id = CompletedTests.submit(fx, form, Map.of("studentId", fx.student("Maria Silva")));

        Response response = export(professor, id);

        response.then().statusCode(200).contentType("application/pdf").header("Cache-Control", "private, no-store");
        PdfPages pdf = PdfPages.read(response.asByteArray());
        assertThat(pdf.text()).contains(org.name(), "Prova de Matemática", "Maria Silva", "Aluno(a)", professorUser.name(),
                "6 / 6", "100%", "Proficiente", "Página 1 de 1");
        for (int i = 1; i <= 6; i++) {
            assertThat(pdf.unwrapped()).contains(PdfPages.squeeze("Pergunta " + i + ": qual é a opção correta?"),
                    "Correta" + i);
        }
        assertThat(pdf.inkShares()).allSatisfy(share -> assertThat(share).as("page ink").isGreaterThan(0.01));
    }

    @Test
    void export_namesTheFileReadably_inAsciiAndInUtf8() {
        String id = CompletedTests.submit(fx, fx.form(CompletedTests.form("Avaliação: Ciências/Física", 2)),
                Map.of("studentId", fx.student("João Conceição")));
        String day = Instant.parse(professor.request().get("/api/reports/" + id).then().extract().path("completedAt"))
                .atZone(REPORT_ZONE).toLocalDate().toString();

        String disposition = export(professor, id).then().statusCode(200).extract().header("Content-Disposition");

        assertThat(disposition).isEqualTo("attachment; filename=\"relatorio-joao-conceicao-avaliacao-ciencias-fisica-" + day
                + ".pdf\"; filename*=UTF-8''Relat%C3%B3rio%20-%20Jo%C3%A3o%20Concei%C3%A7%C3%A3o%20-%20Avalia%C3%A7%C3%A3o%20"
                + "Ci%C3%AAncias%20F%C3%ADsica%20-%20" + day + ".pdf");
    }

    @Test
    void export_120Questions_paginatesWithPageXOfYOnEveryPage() {
        JsonPath form = fx.form(CompletedTests.form("Simulado Completo", 120));
        String id = CompletedTests.submit(fx, form, Map.of("candidateId", fx.candidate("Candidata Longa")));

        PdfPages pdf = PdfPages.read(export(professor, id).then().statusCode(200).extract().asByteArray());

        assertThat(pdf.count()).isGreaterThan(1);
        for (int page = 1; page <= pdf.count(); page++) {
            assertThat(pdf.texts().get(page - 1)).contains("Página " + page + " de " + pdf.count());
        }
        assertThat(pdf.text()).contains("Candidata Longa", "Candidato(a)", "120 / 120");
        for (int i = 1; i <= 120; i++) {
            assertThat(pdf.unwrapped()).contains(PdfPages.squeeze("Pergunta " + i + ": qual é a opção correta?"));
        }
        assertThat(pdf.inkShares()).allSatisfy(share -> assertThat(share).isGreaterThan(0.01));
    }

    @Test
    void export_accentedNamesAndTitle_extractIntact() {
        String title = "Avaliação de Língua Portuguesa — Ênfase em Acentuação";
        String name = "Conceição Araújo Pôrto Müller";
        String id = CompletedTests.submit(fx, fx.form(CompletedTests.form(title, 2)), Map.of("studentId", fx.student(name)));

        PdfPages pdf = PdfPages.read(export(professor, id).then().statusCode(200).extract().asByteArray());

        assertThat(pdf.unwrapped()).contains(PdfPages.squeeze(title), PdfPages.squeeze(name), "Questão");
    }

    @Test
    void export_sameVisibilityAsTheDetail_404Otherwise_400WithoutAnId() {
        Browser colleague = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Browser admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.SUPER_ADMIN).email(), TestAccounts.PASSWORD);
        String id = CompletedTests.submit(fx, fx.form(CompletedTests.form("Prova", 2)), Map.of("studentId", fx.student("Ana")));

        export(admin, id).then().statusCode(200).contentType("application/pdf");
        export(colleague, id).then().statusCode(404).contentType("application/problem+json").body("code", equalTo("NOT_FOUND"));
        export(stranger, id).then().statusCode(404);
        professor.request().contentType(ContentType.JSON).body(Map.of()).post("/api/reports/export").then().statusCode(400)
                .body("errors[0].field", equalTo("submissionId"));
    }

    private static Response export(Browser as, String submissionId) {
        return as.request().contentType(ContentType.JSON).body(Map.of("submissionId", submissionId)).post("/api/reports/export");
    }
}
