package app.assessment.bootstrap.draw;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.draw.DrawnForms.Bank;
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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 45, forms that draw (ADR 0053): sections, draws and shuffles fixed per attempt, through HTTP and PostgreSQL. */
@QuarkusTest
class FormDrawsTest {

    @Inject
    TestAccounts accounts;

    private Browser admin;
    private Fixtures fx;

    @BeforeEach
    void signIn() {
        Organization org = accounts.organization();
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        fx = new Fixtures(admin);
    }

    private Bank bank(int n) {
        return new DrawnForms(admin).bank(n, "Questão");
    }

    private Map<String, Object> drawingForm(String bankId, int count, Map<String, Object> settings) {
        Map<String, Object> body = new HashMap<>(settings);
        body.put("title", "Sorteio");
        body.put("isPublished", true);
        body.put("shuffleQuestions", true);
        body.put("shuffleOptions", true);
        body.put("sections", List.of(
                Map.of("title", "Fixa", "shuffle", false, "questions", List.of(Map.of("text", "Fixa 1", "options",
                        List.of(Map.of("text", "sim", "points", 1), Map.of("text", "não", "points", 0))))),
                Map.of("title", "Sorteada", "draw", Map.of("bankId", bankId, "count", count))));
        return body;
    }

    private String token(String formId) {
        return fx.assign(formId, Map.of("studentId", fx.student("Aluna Sorteio"))).getString("token");
    }

    @Test
    void aDrawAskingMoreThanTheBankHolds_isRefusedAtSave_namingTheSection() {
        Bank bank = bank(3);
        admin.request().contentType(ContentType.JSON).body(drawingForm(bank.id(), 4, Map.of())).post("/api/forms")
                .then().statusCode(400).body("errors[0].field", equalTo("sections[1].draw.count"));
        JsonPath saved = post("/api/forms", drawingForm(bank.id(), 3, Map.of()), 201);
        assertThat(saved.getString("sections[1].draw.bankId")).isEqualTo(bank.id());
        assertThat(saved.getInt("sections[1].draw.count")).isEqualTo(3);
        assertThat(saved.getBoolean("sections[0].shuffle")).isFalse();
        assertThat(saved.getBoolean("shuffleQuestions")).isTrue();
        assertThat(saved.getList("questions.text")).containsExactly("Fixa 1");
        assertThat(admin.request().get("/api/forms/" + saved.getString("id")).then().statusCode(200).extract().jsonPath()
                .getList("sections[0].questions.text")).containsExactly("Fixa 1");
    }

    @Test
    void aBankThatShrank_isDrawUnavailableAtStart_andNothingStarts() {
        Bank bank = bank(3);
        String formId = post("/api/forms", drawingForm(bank.id(), 3, Map.of("timeLimitSeconds", 600)), 201).getString("id");
        String token = token(formId);
        admin.request().delete("/api/question-banks/" + bank.id() + "/questions/" + bank.questionIds().get(0)).then().statusCode(200);
        given().post("/api/test-link/" + token + "/start").then().statusCode(409).body("code", equalTo("DRAW_UNAVAILABLE"));
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of())).post("/api/test-link/" + token + "/submit")
                .then().statusCode(409).body("code", equalTo("ATTEMPT_NOT_STARTED"));
    }

    @Test
    void aHundredReloadsShowTheSameInstance_andTheSubmitIsScoredByTheDrawnKeys() {
        Bank bank = bank(8);
        String formId = post("/api/forms", drawingForm(bank.id(), 5, Map.of()), 201).getString("id");
        String token = token(formId);
        JsonPath first = given().get("/api/test-link/" + token).then().statusCode(200).extract().jsonPath();
        List<String> questions = first.getList("form.questions.id");
        List<List<String>> options = first.getList("form.questions.options.id");
        assertThat(questions).hasSize(6).doesNotHaveDuplicates();
        assertThat(first.getString("form.questions[0].text")).isEqualTo("Fixa 1");
        assertThat(bank.questionIds()).containsAll(questions.subList(1, 6));
        for (int i = 0; i < 100; i++) {
            JsonPath again = given().get("/api/test-link/" + token).then().statusCode(200).extract().jsonPath();
            assertThat(again.getList("form.questions.id")).isEqualTo(questions);
            assertThat(again.<List<String>>getList("form.questions.options.id")).isEqualTo(options);
        }
        List<Map<String, String>> answers = new ArrayList<>();
        List<Map<String, Object>> shown = first.getList("form.questions");
        for (Map<String, Object> q : shown.subList(1, 6)) {
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> opts = (List<Map<String, Object>>) q.get("options");
            String right = opts.stream().filter(o -> "certa".equals(o.get("text"))).map(o -> (String) o.get("id")).findFirst()
                    .orElseThrow();
            answers.add(Map.of("questionId", (String) q.get("id"), "optionId", right));
        }
        // A drawn question is answerable as a draft (it is not one of the form's own) and reads back so.
        given().contentType(ContentType.JSON).body(Map.of("answers", answers.subList(0, 2)))
                .put("/api/assignments/" + token + "/draft").then().statusCode(200);
        assertThat(given().get("/api/assignments/" + token + "/draft").then().statusCode(200).extract().jsonPath()
                .<String>getList("answers.questionId")).containsExactly(answers.get(0).get("questionId"),
                answers.get(1).get("questionId"));
        JsonPath result = given().contentType(ContentType.JSON).body(Map.of("answers", answers))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201).extract().jsonPath();
        assertThat(result.getDouble("totalScore")).isEqualTo(10.0);
        assertThat(result.getDouble("maxScore")).isEqualTo(11.0);
        // The review shows the same instance, in its order.
        assertThat(given().get("/api/test-link/" + token + "/review").then().statusCode(200).extract().jsonPath()
                .<String>getList("questions.questionId")).isEqualTo(questions);
    }

    @Test
    void theOptionsAreShuffledPerAttempt() {
        Bank bank = bank(8);
        String formId = post("/api/forms", drawingForm(bank.id(), 8, Map.of()), 201).getString("id");
        Set<List<String>> orders = new HashSet<>();
        for (int i = 0; i < 4; i++) {
            JsonPath shown = given().get("/api/test-link/" + token(formId)).then().statusCode(200).extract().jsonPath();
            List<List<String>> texts = shown.getList("form.questions.options.text");
            orders.addAll(texts.subList(1, texts.size()));
        }
        // 32 four-option questions all in the authored order would happen with probability (1/24)^31.
        assertThat(orders).hasSizeGreaterThan(1);
    }

    @Test
    void aSecondAttemptDrawsUnseenQuestionsFirst() {
        Bank bank = bank(6);
        String formId = post("/api/forms", drawingForm(bank.id(), 3, Map.of("attemptsAllowed", 2)), 201).getString("id");
        String token = token(formId);
        given().post("/api/test-link/" + token + "/start").then().statusCode(201);
        List<String> firstDrawn = drawn(token);
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of())).post("/api/test-link/" + token + "/submit")
                .then().statusCode(201);
        given().post("/api/test-link/" + token + "/start").then().statusCode(201).body("attemptNumber", equalTo(2));
        List<String> secondDrawn = drawn(token);
        assertThat(secondDrawn).hasSize(3).doesNotContainAnyElementsOf(firstDrawn);
    }

    @Test
    void aFormSentTheOldWay_readsBackWithoutSections() {
        JsonPath form = fx.form("Antiga");
        assertThat(form.getMap("")).doesNotContainKeys("sections", "shuffleQuestions", "shuffleOptions");
    }

    private List<String> drawn(String token) {
        List<String> ids = given().get("/api/test-link/" + token).then().statusCode(200).extract().jsonPath()
                .getList("form.questions.id");
        return ids.subList(1, ids.size());
    }

    private JsonPath post(String path, Object body, int status) {
        return new DrawnForms(admin).post(path, body, status);
    }
}
