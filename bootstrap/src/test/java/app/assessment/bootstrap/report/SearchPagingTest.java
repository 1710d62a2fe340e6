package app.assessment.bootstrap.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A search's page and total come from one statement over its matches (ADR 0033): these page
 * through searches with more matches than a page and check each page's total, the order across
 * pages, a page past the end, and the filters a search combines with.
 */
@QuarkusTest
class SearchPagingTest {

    @Inject
    TestAccounts accounts;

    private Browser admin;
    private Browser professor;

    @BeforeEach
    void setUp() {
        var org = accounts.organization();
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
    }

    @Test
    void reportsSearch_pagesNewestFirst_withTheTotalOnEveryPage_andOnAPagePastTheEnd() {
        Fixtures fx = new Fixtures(professor);
        JsonPath form = fx.form(CompletedTests.form("Avaliação de Ciências", 1));
        List<String> conceicao = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            conceicao.add(0, CompletedTests.submit(fx, form, Map.of("studentId", fx.student("João Conceição " + i))));
            CompletedTests.submit(fx, form, Map.of("studentId", fx.student("Pedro Souza " + i)));
        }

        List<String> seen = new ArrayList<>();
        for (int page = 1; page <= 3; page++) {
            JsonPath body = professor.request().queryParam("search", "CONCEICAO").queryParam("limit", 2).queryParam("page", page)
                    .get("/api/reports").then().statusCode(200).body("total", equalTo(5)).extract().jsonPath();
            seen.addAll(body.getList("reports.id"));
        }
        assertThat(seen).containsExactlyElementsOf(conceicao);
        professor.request().queryParam("search", "conceicao").queryParam("limit", 2).queryParam("page", 4).get("/api/reports")
                .then().statusCode(200).body("total", equalTo(5)).body("reports", empty());
        // Anywhere from three characters ("ceic" is inside the name), the start of the text below.
        professor.request().queryParam("search", "ceiç").get("/api/reports").then().body("total", equalTo(5));
        professor.request().queryParam("search", "jo").get("/api/reports").then().body("total", equalTo(5));
        professor.request().queryParam("search", "ao").get("/api/reports").then().body("total", equalTo(0));
        professor.request().queryParam("search", "ção 3").get("/api/reports").then()
                .body("reports.id", contains(conceicao.get(1))).body("total", equalTo(1));
    }

    @Test
    void reportsSearch_keepsTheListsOtherConditions_visibilityTimeAndOrganization() {
        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Fixtures mine = new Fixtures(professor);
        Fixtures admins = new Fixtures(admin);
        JsonPath myForm = mine.form(CompletedTests.form("Prova de História", 1));
        JsonPath otherForm = admins.form(CompletedTests.form("Prova de Geografia", 1));
        String onMyForm = CompletedTests.submit(admins, myForm, Map.of("studentId", admins.student("Ana Lúcia")));
        String notMine = CompletedTests.submit(admins, otherForm, Map.of("studentId", admins.student("Ana Paula")));

        professor.request().queryParam("search", "ana").get("/api/reports").then()
                .body("reports.id", contains(onMyForm)).body("total", equalTo(1));
        admin.request().queryParam("search", "ana").get("/api/reports").then()
                .body("reports.id", contains(notMine, onMyForm)).body("total", equalTo(2));
        admin.request().queryParam("search", "ana").queryParam("from", "2999-01-01").get("/api/reports").then()
                .body("total", equalTo(0)).body("reports", empty());
        stranger.request().queryParam("search", "ana").get("/api/reports").then().body("total", equalTo(0));
    }

    @Test
    void aSearchOfSeveralWords_findsTheTermAsWritten_notEachWordSomewhere() {
        // The index finds the rows holding each word's n-grams (V36, ADR 0043): both names hold
        // those of "ana" and "maria"; the term itself, checked on what it finds, keeps one.
        Fixtures fx = new Fixtures(professor);
        JsonPath form = fx.form(CompletedTests.form("Avaliação de Ciências", 1));
        String anaMaria = fx.student("Ana Maria Souza");
        String anabela = fx.student("Anabela Mariana Souza");
        String anaMariasReport = CompletedTests.submit(fx, form, Map.of("studentId", anaMaria));
        String anabelasReport = CompletedTests.submit(fx, form, Map.of("studentId", anabela));

        admin.request().queryParam("search", "Ana María").get("/api/students").then()
                .body("items.id", contains(anaMaria)).body("total", equalTo(1));
        admin.request().queryParam("search", "ana souza").get("/api/students").then()
                .body("items.id", contains(anabela)).body("total", equalTo(1));
        professor.request().queryParam("search", "ana maria").get("/api/reports").then()
                .body("reports.id", contains(anaMariasReport)).body("total", equalTo(1));
        professor.request().queryParam("search", "iana souza avaliacao de").get("/api/reports").then()
                .body("reports.id", contains(anabelasReport)).body("total", equalTo(1));
    }

    @Test
    void studentsSearch_pagesInNameOrder_tiesByIdEveryTime_withTheTotalOnEveryPage() {
        Fixtures fx = new Fixtures(admin);
        List<String> silvas = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            silvas.add(fx.student("Ana Silva"));
            silvas.add(fx.student("Bruna Sílva"));
        }
        fx.student("Carla Souza");
        // Equal names are ordered by id, so a page boundary inside them neither repeats nor skips one.
        List<String> expected = new ArrayList<>();
        expected.addAll(silvas.stream().filter(id -> silvas.indexOf(id) % 2 == 0).sorted().toList());
        expected.addAll(silvas.stream().filter(id -> silvas.indexOf(id) % 2 == 1).sorted().toList());

        List<String> seen = new ArrayList<>();
        for (int page = 1; page <= 2; page++) {
            seen.addAll(admin.request().queryParam("search", "silva").queryParam("limit", 4).queryParam("page", page)
                    .get("/api/students").then().statusCode(200).body("total", equalTo(6)).extract().jsonPath().getList("items.id"));
        }
        assertThat(seen).containsExactlyElementsOf(expected);
        admin.request().queryParam("search", "silva").queryParam("limit", 4).queryParam("page", 3).get("/api/students").then()
                .body("total", equalTo(6)).body("items", empty());
        admin.request().queryParam("search", "silva").queryParam("status", "INACTIVE").get("/api/students").then()
                .body("total", equalTo(0));
    }

    @Test
    void formsSearch_pagesNewestFirst_withTheTotalAndEachFormsSubmissionCount() {
        Fixtures fx = new Fixtures(admin);
        List<String> newestFirst = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            newestFirst.add(0, fx.form("Simulado Ênem " + i).getString("id"));
        }
        fx.form("Prova mensal");
        JsonPath taken = fx.form(CompletedTests.form("Simulado Enem com envios", 1));
        CompletedTests.submit(fx, taken, Map.of("studentId", fx.student("Ana")));
        newestFirst.add(0, taken.getString("id"));

        List<String> seen = new ArrayList<>();
        for (int page = 1; page <= 2; page++) {
            seen.addAll(admin.request().queryParam("search", "enem").queryParam("limit", 2).queryParam("page", page)
                    .get("/api/forms").then().statusCode(200).body("total", equalTo(4)).extract().jsonPath().getList("forms.id"));
        }
        assertThat(seen).containsExactlyElementsOf(newestFirst);
        admin.request().queryParam("search", "enem").queryParam("limit", 2).get("/api/forms").then()
                .body("forms[0]._count.submissions", equalTo(1));
    }
}
