package app.assessment.bootstrap.form;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 43 over HTTP: forms take every question type with its key, the public link never shows
 * a key, submit and drafts take every answer shape, and reads show typed answers and what awaits
 * a grader.
 */
@QuarkusTest
class QuestionTypesTest {

    @Inject
    TestAccounts accounts;

    private Browser professor;
    private Fixtures fx;

    @BeforeEach
    void signIn() {
        Organization org = accounts.organization();
        professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        fx = new Fixtures(professor);
    }

    @Test
    void everyType_isKeptWithItsKey_andReadBack() {
        JsonPath created = fx.form(TypedQuestions.form("Tipos"));
        JsonPath read = professor.request().get("/api/forms/" + created.getString("id")).then().statusCode(200)
                .extract().jsonPath();
        for (JsonPath form : List.of(created, read)) {
            assertThat(form.getList("questions.type")).containsExactly("MULTIPLE_CHOICE", "TRUE_FALSE", "NUMERIC", "SHORT_ANSWER",
                    "ESSAY", "MATCHING", "ORDERING");
            assertThat(form.getList("questions[0].options.correct")).containsExactly(true, true, false, true);
            assertThat(form.getFloat("questions[0].options[2].points")).isZero();
            assertThat(form.getString("questions[0].options[2].feedback")).isEqualTo("4 = 2 × 2");
            assertThat(form.getString("questions[0].scoring")).isEqualTo("PARTIAL");
            assertThat(form.getString("questions[0].feedback")).isEqualTo("2, 3 e 5 são primos.");
            assertThat(form.getList("questions[1].options.text")).containsExactly("Verdadeiro", "Falso");
            assertThat(form.getList("questions[2].accepted.toleranceType")).containsExactly("ABSOLUTE", "RELATIVE");
            assertThat(form.getBoolean("questions[3].manualReviewWhenUnmatched")).isTrue();
            assertThat(form.getBoolean("questions[3].exact")).isFalse();
            assertThat(form.getInt("questions[4].maxLength")).isEqualTo(500);
            assertThat(form.getList("questions[5].pairs.id")).containsExactly("pt", "fr");
            assertThat(form.getList("questions[5].distractors")).containsExactly("Madri");
            assertThat(form.getList("questions[6].items.id")).containsExactly("one", "two", "three");
        }
    }

    @Test
    void badKeys_are400NamingTheField() {
        List<Map.Entry<UnaryOperator<Map<String, Object>>, String>> cases = List.of(
                Map.entry(q -> without(q(2), "accepted"), "questions[0].accepted"),
                Map.entry(q -> with(q(2), "accepted", List.of(Map.of("value", 1, "tolerance", -1, "points", 1))),
                        "questions[0].accepted[0].tolerance"),
                Map.entry(q -> with(q(0), "options", List.of(Map.of("text", "a"), Map.of("text", "b"))), "questions[0].options"),
                Map.entry(q -> with(q(0), "options", List.of(Map.of("text", "a", "correct", true, "points", 1))),
                        "questions[0].options[0].points"),
                Map.entry(q -> without(q(0), "scoring"), "questions[0].scoring"),
                Map.entry(q -> with(q(5), "pairs", List.of(Map.of("id", "x", "prompt", "a", "match", "b"),
                        Map.of("id", "x", "prompt", "c", "match", "d"))), "questions[0].pairs[1].id"),
                Map.entry(q -> with(q(4), "maxLength", 100_001), "questions[0].maxLength"),
                Map.entry(q -> with(q(6), "type", "DRAWING"), "questions[0].type"),
                Map.entry(q -> with(q(6), "items", List.of(Map.of("id", "only", "text", "1"))), "questions[0].items"),
                Map.entry(q -> with(q(1), "options", List.of(Map.of("correct", true), Map.of("correct", true))),
                        "questions[0].options"));
        for (var c : cases) {
            Map<String, Object> body = Map.of("title", "Inválido", "questions", List.of(c.getKey().apply(null)));
            professor.request().contentType(ContentType.JSON).body(body).post("/api/forms").then()
                    .statusCode(400).body("errors[0].field", equalTo(c.getValue()));
        }
    }

    @Test
    void theLink_showsNoKey_andEachTypesShape() {
        JsonPath form = fx.form(TypedQuestions.form("Sem gabarito"));
        String token = fx.assign(form.getString("id"), Map.of("studentId", fx.student("Aluna Tipos"))).getString("token");
        String body = given().get("/api/test-link/" + token).then().statusCode(200).extract().asString();
        for (String secret : List.of("correct", "accepted", "tolerance", "points", "feedback", "scoring", "\"match\"",
                "2 × 2", "2, 3 e 5")) {
            assertThat(body).as("the link shows " + secret).doesNotContain(secret);
        }
        JsonPath link = JsonPath.from(body);
        assertThat(link.getList("form.questions.type")).containsExactly("MULTIPLE_CHOICE", "TRUE_FALSE", "NUMERIC",
                "SHORT_ANSWER", "ESSAY", "MATCHING", "ORDERING");
        assertThat(link.getList("form.questions.multipleSelection")).containsExactly(true, false, null, null, null, null, null);
        assertThat(link.getList("form.questions[5].prompts.prompt")).containsExactlyInAnyOrder("Portugal", "França");
        assertThat(link.getList("form.questions[5].choices")).containsExactlyInAnyOrder("Lisboa", "Paris", "Madri");
        assertThat(link.getList("form.questions[6].items.id")).containsExactlyInAnyOrder("one", "two", "three");
        assertThat(link.getInt("form.questions[4].maxLength")).isEqualTo(500);
        assertThat(given().get("/api/test-link/" + token).then().extract().jsonPath().getList("form.questions[6].items.id"))
                .as("a stable order").isEqualTo(link.getList("form.questions[6].items.id"));
    }

    @Test
    void mixedAnswers_scoreByTheirRules_andAwaitTheGrader() {
        JsonPath form = fx.form(TypedQuestions.form("Mista"));
        String token = fx.assign(form.getString("id"), Map.of("studentId", fx.student("Aluno Misto"))).getString("token");
        List<Map<String, Object>> answers = answers(form);

        JsonPath draft = given().contentType(ContentType.JSON).body(Map.of("answers", answers))
                .put("/api/assignments/" + token + "/draft").then().statusCode(200).extract().jsonPath();
        assertThat(draft.getList("answers.questionId")).hasSize(7);
        JsonPath reloaded = given().get("/api/assignments/" + token + "/draft").then().statusCode(200).extract().jsonPath();
        assertThat(reloaded.getList("answers[0].optionIds")).hasSize(2);
        assertThat(reloaded.getString("answers[2].number")).isEqualTo("9.8");
        assertThat(reloaded.getList("answers[5].pairs.pairId")).containsExactly("pt", "fr");
        assertThat(reloaded.getList("answers[6].order")).containsExactly("one", "two", "three");

        JsonPath submit = given().contentType(ContentType.JSON).body(Map.of("answers", answers))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201).extract().jsonPath();
        // 4 (2 of 3 primes) + 2 + 4 (9,8 within 0.05) + 3 (accents ignored) + 0 (essay) + 2 (1 of 2 pairs) + 3
        assertThat(new BigDecimal(submit.getString("totalScore"))).isEqualByComparingTo("18");
        assertThat(new BigDecimal(submit.getString("maxScore"))).isEqualByComparingTo("32");
        assertThat(submit.getBoolean("pendingGrading")).isTrue();
        assertThat(submit.getString("scoreLabel")).as("no band while provisional").isNull();

        String id = submit.getString("submissionId");
        JsonPath detail = professor.request().get("/api/submissions/" + id).then().statusCode(200).extract().jsonPath();
        assertThat(detail.getBoolean("pendingGrading")).isTrue();
        assertThat(detail.getString("scoreLabel")).isNull();
        assertThat(detail.getList("answers.type")).containsExactly("MULTIPLE_CHOICE", "TRUE_FALSE", "NUMERIC", "SHORT_ANSWER",
                "ESSAY", "MATCHING", "ORDERING");
        assertThat(detail.getList("answers[0].selectedOptions.text")).containsExactly("2", "3");
        assertThat(detail.getString("answers[1].selectedOptionText")).isEqualTo("Verdadeiro");
        assertThat(new BigDecimal(detail.getString("answers[2].numberAnswer"))).isEqualByComparingTo("9.8");
        assertThat(detail.getString("answers[3].text")).isEqualTo("  brasilia ");
        assertThat(detail.getBoolean("answers[4].pendingGrading")).isTrue();
        assertThat(detail.getList("answers[5].pairs.match")).containsExactly("Lisboa", "Madri");
        assertThat(detail.getList("answers[6].order.text")).containsExactly("1", "2", "3");
        assertThat(detail.getList("answers.points").stream().map(p -> new BigDecimal(p.toString())).toList())
                .usingElementComparator(BigDecimal::compareTo)
                .containsExactly(new BigDecimal("4"), new BigDecimal("2"), new BigDecimal("4"), new BigDecimal("3"),
                        BigDecimal.ZERO, new BigDecimal("2"), new BigDecimal("3"));

        JsonPath report = professor.request().get("/api/reports/" + id).then().statusCode(200).extract().jsonPath();
        assertThat(report.getBoolean("score.pendingGrading")).isTrue();
        assertThat(report.getString("answers[4].text")).isEqualTo("A luz vira energia.");
        assertThat(report.getBoolean("answers[4].pendingGrading")).isTrue();
        JsonPath list = professor.request().get("/api/reports").then().statusCode(200).extract().jsonPath();
        assertThat(list.getBoolean("reports[0].pendingGrading")).isTrue();
        assertThat(list.getString("reports[0].scoreLabel")).isNull();
        byte[] pdf = professor.request().contentType(ContentType.JSON).body(Map.of("submissionId", id))
                .post("/api/reports/export").then().statusCode(200).extract().asByteArray();
        assertThat(new String(pdf, 0, 5)).isEqualTo("%PDF-");
    }

    @Test
    void answersThatDoNotFit_are400_andStoreNothing() {
        JsonPath form = fx.form(TypedQuestions.form("Formas"));
        String token = fx.assign(form.getString("id"), Map.of("studentId", fx.student("Aluna Formas"))).getString("token");
        String numeric = form.getString("questions[2].id");
        String essay = form.getString("questions[4].id");
        String matching = form.getString("questions[5].id");
        String multiple = form.getString("questions[0].id");
        List<Map.Entry<Map<String, Object>, String>> cases = List.of(
                Map.entry(Map.of("questionId", numeric, "optionIds", List.of()), "answers[0].optionIds"),
                Map.entry(Map.of("questionId", numeric, "number", "1.234,5"), "answers[0].number"),
                Map.entry(Map.of("questionId", numeric, "number", 1, "text", "1"), "answers[0].text"),
                Map.entry(Map.of("questionId", numeric), "answers[0]"),
                Map.entry(Map.of("questionId", essay, "text", "x".repeat(501)), "answers[0].text"),
                Map.entry(Map.of("questionId", matching, "pairs", List.of(Map.of("pairId", "es", "match", "Madri"))),
                        "answers[0].pairs[0].pairId"),
                Map.entry(Map.of("questionId", multiple, "optionIds", List.of("nope")), "answers[0].optionIds[0]"),
                Map.entry(Map.of("questionId", multiple, "optionIds", List.of(form.getString("questions[0].options[0].id"),
                        form.getString("questions[0].options[0].id"))), "answers[0].optionIds[1]"));
        for (var c : cases) {
            given().contentType(ContentType.JSON).body(Map.of("answers", List.of(c.getKey())))
                    .post("/api/test-link/" + token + "/submit").then().statusCode(400)
                    .body("errors[0].field", equalTo(c.getValue()));
        }
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of(Map.of("questionId", numeric, "number", 1e300))))
                .post("/api/test-link/" + token + "/submit").then().statusCode(400).body("errors[0].field", equalTo("answers[0].number"));
        given().contentType(ContentType.JSON).body(Map.of("answers", List.of(Map.of("questionId", numeric, "number", 9.81))))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201).body("totalScore", equalTo(4.0f))
                .body("pendingGrading", equalTo(false)).body("scoreLabel", equalTo("Qualquer"));
    }

    /** One answer per question of {@link TypedQuestions#form}, in its order. */
    private static List<Map<String, Object>> answers(JsonPath form) {
        List<Map<String, Object>> answers = new ArrayList<>();
        answers.add(Map.of("questionId", form.getString("questions[0].id"), "optionIds",
                List.of(form.getString("questions[0].options[0].id"), form.getString("questions[0].options[1].id"))));
        answers.add(Map.of("questionId", form.getString("questions[1].id"), "optionId", form.getString("questions[1].options[0].id")));
        answers.add(Map.of("questionId", form.getString("questions[2].id"), "number", "9,8"));
        answers.add(Map.of("questionId", form.getString("questions[3].id"), "text", "  brasilia "));
        answers.add(Map.of("questionId", form.getString("questions[4].id"), "text", "A luz vira energia."));
        answers.add(Map.of("questionId", form.getString("questions[5].id"), "pairs",
                List.of(Map.of("pairId", "pt", "match", "Lisboa"), Map.of("pairId", "fr", "match", "Madri"))));
        answers.add(Map.of("questionId", form.getString("questions[6].id"), "order", List.of("one", "two", "three")));
        return answers;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> q(int index) {
        return ((List<Map<String, Object>>) TypedQuestions.form("x").get("questions")).get(index);
    }

    private static Map<String, Object> with(Map<String, Object> question, String key, Object value) {
        Map<String, Object> copy = new HashMap<>(question);
        copy.put(key, value);
        return copy;
    }

    private static Map<String, Object> without(Map<String, Object> question, String key) {
        Map<String, Object> copy = new HashMap<>(question);
        copy.remove(key);
        return copy;
    }
}
