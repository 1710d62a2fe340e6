package app.assessment.bootstrap.report;

import static io.restassured.RestAssured.given;

import app.assessment.bootstrap.assignment.Fixtures;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Forms and submitted tests for report tests, made through the API. */
final class CompletedTests {
    private CompletedTests() {
    }

    /**
     * A form of {@code questions} questions, each with a right option (1 point) listed first and a
     * wrong one; half the points or more is "Proficiente".
     */
    static Map<String, Object> form(String title, int questions) {
        List<Map<String, Object>> items = new ArrayList<>();
        for (int i = 1; i <= questions; i++) {
            items.add(Map.of("text", "Pergunta " + i + ": qual é a opção correta?", "options", List.of(
                    Map.of("text", "Correta " + i, "points", 1), Map.of("text", "Errada " + i, "points", 0))));
        }
        double half = questions / 2.0;
        return Map.of("title", title, "isPublished", true, "questions", items, "scoreRanges", List.of(
                Map.of("min", 0, "max", half - 0.01, "label", "Em desenvolvimento", "color", "#F57C00"),
                Map.of("min", half, "max", questions, "label", "Proficiente", "color", "#388E3C")));
    }

    /** Assigns the form to the participant and submits the first option of every question; the submission id. */
    static String submit(Fixtures fx, JsonPath form, Map<String, Object> participant) {
        String token = fx.assign(form.getString("id"), participant).getString("token");
        List<Map<String, Object>> answers = new ArrayList<>();
        List<String> questionIds = form.getList("questions.id");
        for (int i = 0; i < questionIds.size(); i++) {
            answers.add(Map.of("questionId", questionIds.get(i), "optionId", form.getString("questions[" + i + "].options[0].id")));
        }
        return given().contentType(ContentType.JSON).body(Map.of("answers", answers)).post("/api/test-link/" + token + "/submit")
                .then().statusCode(201).extract().path("submissionId");
    }
}
