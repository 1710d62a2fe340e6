package app.assessment.bootstrap.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.form.TypedQuestions;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 45: a bank's questions from and to GIFT, Moodle XML and CSV through POST .../import and GET .../export. */
@QuarkusTest
class BankFilesTest {

    private static final String GIFT = """
            // A comment line, not a question.
            $CATEGORY: Ciências/Física

            ::g::Aceleração da gravidade em m/s²? {#9.81:0.05}

            ::sol::O Sol é uma estrela. {T}

            $CATEGORY: Geografia
            ::capital::Capital do Brasil? {=Brasília =Brasilia}

            ::primos::Quais são primos? {~%50%2 ~%50%3 ~%-100%4}

            ::desc::Só uma descrição, sem resposta.
            """;

    @Inject
    TestAccounts accounts;

    private Browser professor;
    private Browser admin;

    @BeforeEach
    void signIn() {
        Organization org = accounts.organization();
        professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
    }

    private String bank(Browser as, String name) {
        return as.request().contentType(ContentType.JSON).body(Map.of("name", name)).post("/api/question-banks").then()
                .statusCode(201).extract().path("id");
    }

    private ValidatableResponse importing(Browser as, String bankId, String format, byte[] file, boolean dryRun) {
        return as.request().multiPart("file", "questions", file, "application/octet-stream").queryParam("format", format)
                .queryParam("dryRun", dryRun).post("/api/question-banks/" + bankId + "/import").then();
    }

    private JsonPath questions(String bankId) {
        return professor.request().get("/api/question-banks/" + bankId + "/questions?limit=100").then().statusCode(200)
                .extract().jsonPath();
    }

    @Test
    void gift_isImportedWithItsCategories_andWhatCannotBeHeldIsSkippedByLine() {
        String id = bank(professor, "Do GIFT");

        importing(professor, id, "gift", GIFT.getBytes(StandardCharsets.UTF_8), true).statusCode(200)
                .body("imported", equalTo(4)).body("skipped.size()", equalTo(1));
        assertThat(questions(id).getList("questions")).isEmpty();

        JsonPath answer = importing(professor, id, "gift", GIFT.getBytes(StandardCharsets.UTF_8), false).statusCode(200)
                .body("imported", equalTo(4)).extract().jsonPath();
        assertThat(answer.getInt("skipped[0].position")).isEqualTo(13);
        assertThat(answer.getString("skipped[0].reason")).isNotBlank();

        JsonPath read = questions(id);
        assertThat(read.getList("questions.type")).containsExactlyInAnyOrder("NUMERIC", "TRUE_FALSE", "SHORT_ANSWER",
                "MULTIPLE_CHOICE");
        JsonPath bank = professor.request().get("/api/question-banks/" + id).then().statusCode(200).extract().jsonPath();
        assertThat(bank.getList("categories.name")).containsExactlyInAnyOrder("Ciências", "Geografia");
        assertThat(bank.getList("categories.find { it.name == 'Ciências' }.children.name")).containsExactly("Física");
    }

    @Test
    void exportThenImport_givesTheSameQuestions_inEveryFormat() {
        String source = bank(professor, "Origem");
        professor.request().contentType(ContentType.JSON).body(Map.of("name", "Origem", "categories", List.of(
                Map.of("name", "Álgebra", "children", List.of(Map.of("name", "Equações")))))).put("/api/question-banks/" + source)
                .then().statusCode(200);
        String equations = professor.request().get("/api/question-banks/" + source).then().extract()
                .path("categories[0].children[0].id");
        List<Map<String, Object>> typed = new ArrayList<>(typedQuestions());
        typed.add(Map.of("text", "2 + 2?", "options", List.of(Map.of("text", "4", "points", 5), Map.of("text", "5", "points", 0))));
        for (Map<String, Object> q : typed) {
            Map<String, Object> body = new HashMap<>(q);
            body.put("category", equations);
            body.put("tags", List.of("revisão", "prova 1"));
            professor.request().contentType(ContentType.JSON).body(body).post("/api/question-banks/" + source + "/questions")
                    .then().statusCode(201);
        }
        List<Map<String, Object>> before = comparable(source);
        assertThat(before).hasSize(8);

        for (String format : List.of("gift", "moodle-xml", "csv")) {
            byte[] file = professor.request().queryParam("format", format).get("/api/question-banks/" + source + "/export")
                    .then().statusCode(200).header("Content-Disposition", org.hamcrest.Matchers.containsString("banco-origem"))
                    .extract().asByteArray();
            String copy = bank(professor, "Cópia " + format);
            importing(professor, copy, format, file, false).statusCode(200).body("imported", equalTo(8))
                    .body("skipped.size()", equalTo(0));

            assertThat(comparable(copy)).as(format).isEqualTo(before);
        }
    }

    @Test
    void unreadableOrHostileFiles_are400_neverAHalfImport() {
        String id = bank(professor, "Hostil");
        importing(professor, id, "gift", "Pergunta sem fim {=a ~b".getBytes(StandardCharsets.UTF_8), false).statusCode(400)
                .body("errors[0].field", equalTo("file"));
        String xxe = "<?xml version=\"1.0\"?><!DOCTYPE quiz [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>"
                + "<quiz><question type=\"essay\"><name><text>&x;</text></name><questiontext><text>&x;</text></questiontext>"
                + "</question></quiz>";
        importing(professor, id, "moodle-xml", xxe.getBytes(StandardCharsets.UTF_8), false).statusCode(400);
        Random random = new Random(45);
        for (String format : List.of("gift", "moodle-xml", "csv")) {
            for (int i = 0; i < 5; i++) {
                byte[] junk = new byte[1 + random.nextInt(3000)];
                random.nextBytes(junk);
                int status = importing(professor, id, format, junk, false).extract().statusCode();
                assertThat(status).as(format).isLessThan(500);
            }
        }
        importing(professor, id, "docx", "x".getBytes(StandardCharsets.UTF_8), false).statusCode(400)
                .body("errors[0].field", equalTo("format"));
        assertThat(questions(id).getList("questions")).isEmpty();
    }

    @Test
    void onlyTheCreatorOrAnAdministratorImports_andAnotherOrganizationsBankIs404() {
        String id = bank(professor, "Minha");
        Browser colleague = Browser.signedIn(accounts.user(accounts.organization(), Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        byte[] gift = GIFT.getBytes(StandardCharsets.UTF_8);
        Organization other = accounts.organization();
        Browser stranger = Browser.signedIn(accounts.user(other, Role.ADMIN).email(), TestAccounts.PASSWORD);
        importing(stranger, id, "gift", gift, false).statusCode(404);
        stranger.request().get("/api/question-banks/" + id + "/export").then().statusCode(404);
        importing(admin, id, "gift", gift, true).statusCode(200);
        JsonPath professorsOwn = professor.request().get("/api/question-banks/" + id).then().extract().jsonPath();
        assertThat(professorsOwn.getString("id")).isEqualTo(id);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> typedQuestions() {
        return (List<Map<String, Object>>) TypedQuestions.form("x").get("questions");
    }

    /** The bank's questions as JSON without what a copy must change: ids, versions, times, the bank, the category id (its path instead). */
    private List<Map<String, Object>> comparable(String bankId) {
        JsonPath bank = professor.request().get("/api/question-banks/" + bankId).then().extract().jsonPath();
        Map<String, String> names = new HashMap<>();
        collect(bank.getList("categories"), "", names);
        List<Map<String, Object>> out = new ArrayList<>();
        for (Map<String, Object> q : questions(bankId).<Map<String, Object>>getList("questions")) {
            Map<String, Object> kept = new TreeMap<>(q);
            for (String key : List.of("id", "versionId", "bankId", "createdAt", "updatedAt", "version", "order")) {
                kept.remove(key);
            }
            kept.put("category", names.get((String) q.get("category")));
            out.add(withoutIds(kept));
        }
        out.sort((a, b) -> String.valueOf(a.get("text")).compareTo(String.valueOf(b.get("text"))));
        return out;
    }

    /**
     * Options', pairs' and items' ids are identities the receiving bank gives (a file names them by position), not
     * content; everything else must come back as it was.
     */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> withoutIds(Map<String, Object> question) {
        Map<String, Object> copy = new TreeMap<>(question);
        for (String list : List.of("options", "pairs", "items")) {
            if (copy.get(list) instanceof List<?> entries) {
                copy.put(list, entries.stream().map(e -> {
                    Map<String, Object> entry = new TreeMap<>((Map<String, Object>) e);
                    entry.remove("id");
                    return entry;
                }).toList());
            }
        }
        return copy;
    }

    @SuppressWarnings("unchecked")
    private static void collect(List<Map<String, Object>> categories, String prefix, Map<String, String> names) {
        for (Map<String, Object> c : categories) {
            String path = prefix + "/" + c.get("name");
            names.put((String) c.get("id"), path);
            collect((List<Map<String, Object>>) c.getOrDefault("children", List.of()), path, names);
        }
    }
}
