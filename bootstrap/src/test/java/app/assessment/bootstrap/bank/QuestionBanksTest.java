package app.assessment.bootstrap.bank;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.form.TypedQuestions;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 45, banks and versions over HTTP: CRUD, versions, filters, paging, soft delete, roles and tenants. */
@QuarkusTest
class QuestionBanksTest {

    @Inject
    TestAccounts accounts;

    private Organization org;
    private Browser admin;
    private Browser professor;
    private Browser otherProfessor;

    @BeforeEach
    void signIn() {
        org = accounts.organization();
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        otherProfessor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
    }

    static Map<String, Object> bank(String name) {
        return Map.of("name", name, "description", "Banco de " + name, "categories", List.of(
                Map.of("name", "Álgebra", "children", List.of(Map.of("name", "Equações"), Map.of("name", "Polinômios"))),
                Map.of("name", "Geometria")));
    }

    private JsonPath post(Browser browser, String path, Object body, int status) {
        return browser.request().contentType(ContentType.JSON).body(body).post(path).then().statusCode(status).extract().jsonPath();
    }

    private JsonPath put(Browser browser, String path, Object body, int status) {
        return browser.request().contentType(ContentType.JSON).body(body).put(path).then().statusCode(status).extract().jsonPath();
    }

    private JsonPath get(Browser browser, String path, int status) {
        return browser.request().get(path).then().statusCode(status).extract().jsonPath();
    }

    private static Map<String, Object> question(Map<String, Object> q, String category, List<String> tags) {
        Map<String, Object> body = new HashMap<>(q);
        if (category != null) {
            body.put("category", category);
        }
        body.put("tags", tags);
        return body;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> typed() {
        return (List<Map<String, Object>>) TypedQuestions.form("x").get("questions");
    }

    @Test
    void bank_isCreatedReadUpdatedAndSoftDeleted_keepingCategoryIds() {
        JsonPath created = post(professor, "/api/question-banks", bank("Matemática"), 201);
        String id = created.getString("id");
        assertThat(created.getList("categories.name")).containsExactly("Álgebra", "Geometria");
        assertThat(created.getList("categories[0].children.name")).containsExactly("Equações", "Polinômios");
        String algebra = created.getString("categories[0].id");
        String equations = created.getString("categories[0].children[0].id");

        JsonPath read = get(otherProfessor, "/api/question-banks/" + id, 200);
        assertThat(read.getString("name")).isEqualTo("Matemática");
        assertThat(read.getString("categories[0].children[1].name")).isEqualTo("Polinômios");

        JsonPath updated = put(professor, "/api/question-banks/" + id, Map.of("name", "Matemática II", "categories", List.of(
                Map.of("id", algebra, "name", "Álgebra linear", "children", List.of(Map.of("id", equations, "name", "Equações"),
                        Map.of("name", "Matrizes"))))), 200);
        assertThat(updated.getString("categories[0].id")).isEqualTo(algebra);
        assertThat(updated.getString("categories[0].name")).isEqualTo("Álgebra linear");
        assertThat(updated.getList("categories[0].children.id")).first().isEqualTo(equations);
        assertThat(updated.getList("categories[0].children.name")).containsExactly("Equações", "Matrizes");
        assertThat(get(professor, "/api/question-banks/" + id, 200).getList("categories.name")).containsExactly("Álgebra linear");

        JsonPath list = get(admin, "/api/question-banks?search=matematica", 200);
        assertThat(list.getList("banks.id")).containsExactly(id);
        assertThat(list.getLong("total")).isEqualTo(1);

        professor.request().delete("/api/question-banks/" + id).then().statusCode(200);
        get(professor, "/api/question-banks/" + id, 404);
        assertThat(get(admin, "/api/question-banks", 200).getList("banks.id")).doesNotContain(id);

        JsonPath audit = get(admin, "/api/admin/audit-logs?entityType=QuestionBank", 200);
        assertThat(audit.getList("entries.action")).contains("question_bank.create", "question_bank.update",
                "question_bank.delete");
    }

    @Test
    void everyQuestionType_isKeptInABank_withCategoryAndTags() {
        String id = post(professor, "/api/question-banks", bank("Tipos"), 201).getString("id");
        String algebra = get(professor, "/api/question-banks/" + id, 200).getString("categories[0].id");
        for (Map<String, Object> q : typed()) {
            post(professor, "/api/question-banks/" + id + "/questions", question(q, algebra, List.of("t1")), 201);
        }
        JsonPath list = get(professor, "/api/question-banks/" + id + "/questions?limit=100", 200);
        assertThat(list.getList("questions.type")).containsExactlyInAnyOrder("MULTIPLE_CHOICE", "TRUE_FALSE", "NUMERIC",
                "SHORT_ANSWER", "ESSAY", "MATCHING", "ORDERING");
        assertThat(list.getList("questions.category")).containsOnly(algebra);
        assertThat(list.getList("questions.version")).containsOnly(1);
        JsonPath matching = get(professor, "/api/question-banks/" + id + "/questions?type=MATCHING", 200);
        assertThat(matching.getList("questions[0].pairs.id")).containsExactly("pt", "fr");
        assertThat(matching.getList("questions[0].distractors")).containsExactly("Madri");
        JsonPath numeric = get(professor, "/api/question-banks/" + id + "/questions?type=NUMERIC", 200);
        assertThat(numeric.getList("questions[0].accepted.toleranceType")).containsExactly("ABSOLUTE", "RELATIVE");
        assertThat(numeric.getList("questions[0].tags")).containsExactly("t1");
    }

    @Test
    void editing_writesANewVersion_andKeepsTheOldOneReadable() {
        String id = post(professor, "/api/question-banks", bank("Versões"), 201).getString("id");
        String base = "/api/question-banks/" + id + "/questions";
        JsonPath v1 = post(professor, base, Map.of("text", "2 + 2?", "options", List.of(Map.of("text", "4", "points", 5),
                Map.of("text", "5", "points", 0))), 201);
        String qid = v1.getString("id");
        assertThat(v1.getInt("version")).isEqualTo(1);
        assertThat(v1.getString("type")).isEqualTo("SINGLE_CHOICE");
        String option = v1.getString("options[0].id");

        JsonPath v2 = put(professor, base + "/" + qid, Map.of("text", "2 + 2 = ?", "tags", List.of("soma"), "options",
                List.of(Map.of("id", option, "text", "4", "points", 10), Map.of("text", "22", "points", 0))), 200);
        assertThat(v2.getString("id")).isEqualTo(qid);
        assertThat(v2.getInt("version")).isEqualTo(2);
        assertThat(v2.getString("versionId")).isNotEqualTo(v1.getString("versionId"));
        assertThat(v2.getString("options[0].id")).isEqualTo(option);

        JsonPath read = get(otherProfessor, base + "/" + qid, 200);
        assertThat(read.getInt("version")).isEqualTo(2);
        assertThat(read.getString("text")).isEqualTo("2 + 2 = ?");
        JsonPath versions = get(admin, base + "/" + qid + "/versions", 200);
        assertThat(versions.getList("versions.version")).containsExactly(1, 2);
        assertThat(versions.getString("versions[0].text")).isEqualTo("2 + 2?");
        assertThat(versions.getFloat("versions[0].options[0].points")).isEqualTo(5f);
        assertThat(versions.getList("versions[0].tags")).isEmpty();

        // An option id of another question cannot be grafted in.
        put(professor, base + "/" + qid, Map.of("text", "x", "options", List.of(Map.of("id", "cabcdefghijklmnopqrstuvwx",
                "text", "4", "points", 1))), 400);
        assertThat(get(admin, base + "/" + qid + "/versions", 200).getList("versions")).hasSize(2);

        JsonPath audit = get(admin, "/api/admin/audit-logs?entityType=BankQuestion", 200);
        assertThat(audit.getList("entries.action")).contains("bank_question.create", "bank_question.update");
    }

    @Test
    void concurrentEdits_makeOneVersionEach() throws Exception {
        String id = post(professor, "/api/question-banks", bank("Corrida"), 201).getString("id");
        String base = "/api/question-banks/" + id + "/questions";
        String qid = post(professor, base, Map.of("type", "ESSAY", "text", "v1", "points", 1), 201).getString("id");
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Integer>> edits = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                Map<String, Object> body = Map.of("type", "ESSAY", "text", "edit " + i, "points", 1);
                edits.add(pool.submit(() -> put(professor, base + "/" + qid, body, 200).getInt("version")));
            }
            List<Integer> versions = new ArrayList<>();
            for (Future<Integer> edit : edits) {
                versions.add(edit.get(60, TimeUnit.SECONDS));
            }
            assertThat(versions).containsExactlyInAnyOrder(2, 3, 4, 5);
        } finally {
            pool.shutdownNow();
        }
        assertThat(get(professor, base + "/" + qid + "/versions", 200).getList("versions.version")).containsExactly(1, 2, 3, 4, 5);
        assertThat(get(professor, base + "/" + qid, 200).getInt("version")).isEqualTo(5);
    }

    @Test
    void list_filtersByCategoryTreeTagTypeAndText_andPages() {
        JsonPath bank = post(professor, "/api/question-banks", bank("Filtros"), 201);
        String id = bank.getString("id");
        String algebra = bank.getString("categories[0].id");
        String equations = bank.getString("categories[0].children[0].id");
        String geometry = bank.getString("categories[1].id");
        String base = "/api/question-banks/" + id + "/questions";
        Map<String, Object> essay = Map.of("type", "ESSAY", "text", "Resolva a equação do segundo grau", "points", 5);
        post(professor, base, question(essay, algebra, List.of("fácil", "prova1")), 201);
        post(professor, base, question(essay, equations, List.of("prova1")), 201);
        post(professor, base, question(Map.of("type", "ESSAY", "text", "Área do círculo", "points", 5), geometry,
                List.of("fácil")), 201);
        post(professor, base, question(Map.of("text", "Sem categoria", "options", List.of(Map.of("text", "a", "points", 1))),
                null, List.of()), 201);

        assertThat(get(professor, base + "?category=" + algebra, 200).getList("questions")).hasSize(1);
        assertThat(get(professor, base + "?category=" + algebra + "&includeSubcategories=true", 200).getList("questions"))
                .hasSize(2);
        assertThat(get(professor, base + "?tag=prova1", 200).getList("questions")).hasSize(2);
        assertThat(get(professor, base + "?tag=prova1&tag=fácil", 200).getList("questions")).hasSize(1);
        assertThat(get(professor, base + "?type=SINGLE_CHOICE", 200).getList("questions.text")).containsExactly("Sem categoria");
        assertThat(get(professor, base + "?search=CIRCULO", 200).getList("questions.text")).containsExactly("Área do círculo");

        JsonPath first = get(professor, base + "?limit=3", 200);
        JsonPath second = get(professor, base + "?limit=3&page=2", 200);
        assertThat(first.getLong("total")).isEqualTo(4);
        assertThat(first.getList("questions")).hasSize(3);
        assertThat(second.getList("questions")).hasSize(1);
        assertThat(second.getInt("page")).isEqualTo(2);
        assertThat(first.getList("questions.id")).doesNotContainAnyElementsOf(second.getList("questions.id"));

        get(professor, base + "?page=0", 400);
        get(professor, base + "?type=POEM", 400);
        get(professor, base + "?category=cnotacategoryofthisbankxx", 400);
    }

    @Test
    void deletingAQuestion_hidesIt_andARemovedCategoryInUseIsRefused() {
        JsonPath bank = post(professor, "/api/question-banks", bank("Apagar"), 201);
        String id = bank.getString("id");
        String geometry = bank.getString("categories[1].id");
        String base = "/api/question-banks/" + id + "/questions";
        String qid = post(professor, base, question(Map.of("type", "ESSAY", "text", "Q", "points", 1), geometry, List.of()), 201)
                .getString("id");

        put(professor, "/api/question-banks/" + id, Map.of("name", "Apagar", "categories", List.of()), 409);

        professor.request().delete(base + "/" + qid).then().statusCode(200);
        get(professor, base + "/" + qid, 404);
        get(professor, base + "/" + qid + "/versions", 404);
        assertThat(get(professor, base, 200).getList("questions")).isEmpty();
        professor.request().delete(base + "/" + qid).then().statusCode(404);
        put(professor, "/api/question-banks/" + id, Map.of("name", "Apagar", "categories", List.of()), 200);
    }

    @Test
    void professors_readEveryBank_butChangeOnlyTheirOwn_andAdministratorsChangeAll() {
        String id = post(professor, "/api/question-banks", bank("Dono"), 201).getString("id");
        String base = "/api/question-banks/" + id + "/questions";
        Map<String, Object> q = Map.of("type", "ESSAY", "text", "Q", "points", 1);
        String qid = post(professor, base, q, 201).getString("id");

        get(otherProfessor, "/api/question-banks/" + id, 200);
        get(otherProfessor, base, 200);
        put(otherProfessor, "/api/question-banks/" + id, bank("Roubado"), 403);
        post(otherProfessor, base, q, 403);
        put(otherProfessor, base + "/" + qid, q, 403);
        otherProfessor.request().delete(base + "/" + qid).then().statusCode(403);
        otherProfessor.request().delete("/api/question-banks/" + id).then().statusCode(403);

        put(admin, "/api/question-banks/" + id, bank("Do admin"), 200);
        assertThat(put(admin, base + "/" + qid, q, 200).getInt("version")).isEqualTo(2);

        Browser student = Browser.signedIn(accounts.user(org, Role.STUDENT).email(), TestAccounts.PASSWORD);
        get(student, "/api/question-banks", 403);
        get(student, "/api/question-banks/" + id, 403);
        post(student, "/api/question-banks", bank("Aluno"), 403);
        admin.request().delete("/api/question-banks/" + id).then().statusCode(200);
        get(professor, base + "/" + qid, 404);
    }

    @Test
    void anotherOrganizationsBankAndQuestion_are404() {
        JsonPath bank = post(professor, "/api/question-banks", bank("Nosso"), 201);
        String id = bank.getString("id");
        String base = "/api/question-banks/" + id + "/questions";
        Map<String, Object> q = Map.of("type", "ESSAY", "text", "Q", "points", 1);
        String qid = post(professor, base, q, 201).getString("id");

        Organization other = accounts.organization();
        Browser outsider = Browser.signedIn(accounts.user(other, Role.ADMIN).email(), TestAccounts.PASSWORD);
        get(outsider, "/api/question-banks/" + id, 404);
        put(outsider, "/api/question-banks/" + id, bank("X"), 404);
        outsider.request().delete("/api/question-banks/" + id).then().statusCode(404);
        get(outsider, base, 404);
        get(outsider, base + "/" + qid, 404);
        get(outsider, base + "/" + qid + "/versions", 404);
        post(outsider, base, q, 404);
        put(outsider, base + "/" + qid, q, 404);
        assertThat(get(outsider, "/api/question-banks", 200).getList("banks.id")).doesNotContain(id);

        // A question id under another bank of the same organization is absent there too.
        String mine = post(admin, "/api/question-banks", bank("Outro"), 201).getString("id");
        get(professor, "/api/question-banks/" + mine + "/questions/" + qid, 404);
    }

    @Test
    void badInput_is400NamingTheField() {
        JsonPath noName = post(professor, "/api/question-banks", Map.of("description", "x"), 400);
        assertThat(noName.getString("errors[0].field")).isEqualTo("name");
        JsonPath duplicate = post(professor, "/api/question-banks", Map.of("name", "D", "categories",
                List.of(Map.of("name", "A"), Map.of("name", "a"))), 400);
        assertThat(duplicate.getString("errors[0].field")).isEqualTo("categories[1].name");
        JsonPath foreignCategory = post(professor, "/api/question-banks", Map.of("name", "D", "categories",
                List.of(Map.of("id", "cforeignforeignforeignfor", "name", "A"))), 400);
        assertThat(foreignCategory.getString("errors[0].field")).isEqualTo("categories[0].id");

        String id = post(professor, "/api/question-banks", bank("Erros"), 201).getString("id");
        String base = "/api/question-banks/" + id + "/questions";
        JsonPath noKey = post(professor, base, Map.of("type", "NUMERIC", "text", "g?"), 400);
        assertThat(noKey.getString("errors[0].field")).isEqualTo("accepted");
        JsonPath badType = post(professor, base, Map.of("type", "POEM", "text", "g?"), 400);
        assertThat(badType.getString("errors[0].field")).isEqualTo("type");
        JsonPath badCategory = post(professor, base, Map.of("type", "ESSAY", "text", "g?", "points", 1, "category", "cnope"), 400);
        assertThat(badCategory.getString("errors[0].field")).isEqualTo("category");
        JsonPath blankTag = post(professor, base, Map.of("type", "ESSAY", "text", "g?", "points", 1, "tags", List.of(" ")), 400);
        assertThat(blankTag.getString("errors[0].field")).isEqualTo("tags[0]");
        professor.request().contentType(ContentType.JSON).body("{\"text\": ").post(base).then().statusCode(400);
        professor.request().contentType(ContentType.JSON).body("[]").post(base).then().statusCode(400);
        assertThat(get(professor, base, 200).getLong("total")).isZero();
    }
}
