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

/** Issue 43: a regrade after a wrong key; a dry run answers the deltas a commit applies, and a second commit changes nothing. */
@QuarkusTest
class RegradeTest {

    @Inject
    TestAccounts accounts;
    @Inject
    StoredRows rows;

    @Test
    void rescoreFullMarksAndExclude_dryRunEqualsCommit_andASecondCommitChangesNothing() {
        Organization org = accounts.organization();
        Browser professor = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Browser colleague = Browser.signedIn(accounts.user(org, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Browser stranger = Browser.signedIn(accounts.user(accounts.organization(), Role.ADMIN).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(professor);
        JsonPath form = fx.form(form(null, null, null, null, null, "9.81"));
        String numeric = form.getString("questions[0].id");
        String trueFalse = form.getString("questions[1].id");
        String ordering = form.getString("questions[2].id");
        List<String> tfOptions = form.getList("questions[1].options.id");
        String first = submit(fx, form, "Aluna Regrade", List.of(Map.of("questionId", numeric, "number", 10),
                Map.of("questionId", trueFalse, "optionId", tfOptions.get(0)),
                Map.of("questionId", ordering, "order", List.of("a", "b"))));
        String second = submit(fx, form, "Aluno Regrade", List.of(Map.of("questionId", numeric, "number", "9,81"),
                Map.of("questionId", trueFalse, "optionId", tfOptions.get(1))));

        // The key was wrong: the answer is 10, exactly.
        professor.request().contentType(ContentType.JSON).body(form(numeric, trueFalse, tfOptions.get(0), tfOptions.get(1), ordering, "10"))
                .put("/api/forms/" + form.getString("id")).then().statusCode(200);
        assertThat(total(professor, first)).as("a form edit alone changes no result").isEqualByComparingTo("5");
        String regrade = "/api/forms/" + form.getString("id") + "/regrade";
        List<Map<String, Object>> actions = List.of(Map.of("questionId", numeric, "action", "RESCORE"),
                Map.of("questionId", trueFalse, "action", "FULL_MARKS"), Map.of("questionId", ordering, "action", "EXCLUDE"));

        JsonPath dryRun = professor.request().contentType(ContentType.JSON).body(Map.of("questions", actions, "dryRun", true))
                .post(regrade).then().statusCode(200).extract().jsonPath();
        assertThat(dryRun.getBoolean("dryRun")).isTrue();
        assertThat(total(professor, first)).as("a dry run changes nothing").isEqualByComparingTo("5");
        assertThat(rows.auditActionsFor(first)).containsExactly("submission.create");

        JsonPath committed = professor.request().contentType(ContentType.JSON).body(Map.of("questions", actions))
                .post(regrade).then().statusCode(200).extract().jsonPath();
        assertThat(committed.getList("submissions")).isEqualTo(dryRun.getList("submissions"));
        assertThat(committed.getInt("changed")).isEqualTo(2);
        // First: 0 -> 4 (10 is right now), true/false kept at 2 as full marks, ordering (3) out of total and maximum.
        assertChange(committed, first, "5", "6", "9", "6", "Alto", "Alto");
        // Second: 4 -> 0 (9.81 is no longer within the tolerance), 0 -> 2 for true/false, ordering unanswered and out.
        assertChange(committed, second, "4", "2", "9", "6", "Baixo", "Baixo");
        assertThat(total(professor, first)).isEqualByComparingTo("6");
        JsonPath report = professor.request().get("/api/reports/" + second).then().statusCode(200).extract().jsonPath();
        assertThat(new BigDecimal(report.getString("score.maxScore"))).isEqualByComparingTo("6");
        assertThat(new BigDecimal(report.getString("score.percentage"))).isEqualByComparingTo("33.33");

        professor.request().contentType(ContentType.JSON).body(Map.of("questions", actions)).post(regrade).then().statusCode(200)
                .body("changed", equalTo(0));
        assertThat(rows.auditActionsFor(first)).containsExactly("submission.create", "submission.regrade");

        professor.request().contentType(ContentType.JSON).body(Map.of("questions", List.of(Map.of("questionId", "nope",
                "action", "RESCORE")))).post(regrade).then().statusCode(400).body("errors[0].field", equalTo("questions[0].questionId"));
        professor.request().contentType(ContentType.JSON).body(Map.of("questions", List.of(Map.of("questionId", numeric,
                "action", "FORGIVE")))).post(regrade).then().statusCode(400).body("errors[0].field", equalTo("questions[0].action"));
        professor.request().contentType(ContentType.JSON).body(Map.of("questions", List.of())).post(regrade).then().statusCode(400)
                .body("errors[0].field", equalTo("questions"));
        colleague.request().contentType(ContentType.JSON).body(Map.of("questions", actions)).post(regrade).then().statusCode(404);
        stranger.request().contentType(ContentType.JSON).body(Map.of("questions", actions)).post(regrade).then().statusCode(404);
    }

    private static void assertChange(JsonPath result, String submissionId, String oldTotal, String newTotal, String oldMax,
                                     String newMax, String oldLabel, String newLabel) {
        Map<String, Object> change = result.getMap("submissions.find { it.submissionId == '" + submissionId + "' }");
        assertThat(new BigDecimal(change.get("oldTotalScore").toString())).isEqualByComparingTo(oldTotal);
        assertThat(new BigDecimal(change.get("newTotalScore").toString())).isEqualByComparingTo(newTotal);
        assertThat(new BigDecimal(change.get("oldMaxScore").toString())).isEqualByComparingTo(oldMax);
        assertThat(new BigDecimal(change.get("newMaxScore").toString())).isEqualByComparingTo(newMax);
        assertThat(change).containsEntry("oldScoreLabel", oldLabel).containsEntry("newScoreLabel", newLabel);
    }

    private static String submit(Fixtures fx, JsonPath form, String student, List<Map<String, Object>> answers) {
        String token = fx.assign(form.getString("id"), Map.of("studentId", fx.student(student))).getString("token");
        return given().contentType(ContentType.JSON).body(Map.of("answers", answers)).post("/api/test-link/" + token + "/submit")
                .then().statusCode(201).extract().path("submissionId");
    }

    private static BigDecimal total(Browser as, String submissionId) {
        return new BigDecimal(as.request().get("/api/submissions/" + submissionId).then().statusCode(200).extract()
                .path("totalScore").toString());
    }

    /** Numeric (4 points), true/false (2) and ordering (3); ids null for a new form. */
    private static Map<String, Object> form(String numericId, String trueFalseId, String trueId, String falseId, String orderingId,
                                            String value) {
        java.util.function.BiFunction<String, Map<String, Object>, Map<String, Object>> withId = (id, q) -> {
            Map<String, Object> copy = new java.util.HashMap<>(q);
            if (id != null) {
                copy.put("id", id);
            }
            return copy;
        };
        return Map.of("title", "Regrade", "isPublished", true,
                "scoreRanges", List.of(Map.of("min", 0, "max", 4.99, "label", "Baixo", "color", "#D32F2F"),
                        Map.of("min", 5, "max", 100, "label", "Alto", "color", "#388E3C")),
                "questions", List.of(
                        withId.apply(numericId, Map.of("type", "NUMERIC", "text", "g?", "accepted",
                                List.of(Map.of("value", new BigDecimal(value), "tolerance", 0, "points", 4)))),
                        withId.apply(trueFalseId, Map.of("type", "TRUE_FALSE", "text", "O Sol é uma estrela.", "points", 2,
                                "options", List.of(withId.apply(trueId, Map.of("correct", true)), withId.apply(falseId, Map.of())))),
                        withId.apply(orderingId, Map.of("type", "ORDERING", "text", "Ordene.", "points", 3, "scoring", "ALL_OR_NOTHING",
                                "items", List.of(Map.of("id", "a", "text", "1"), Map.of("id", "b", "text", "2"))))));
    }
}
