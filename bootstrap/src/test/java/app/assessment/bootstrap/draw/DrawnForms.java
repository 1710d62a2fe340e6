package app.assessment.bootstrap.draw;

import app.assessment.bootstrap.testsupport.Browser;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Banks and forms that draw from them, made through the API as a teacher would (issue 45, ADR 0053). */
public final class DrawnForms {

    private final Browser as;

    public DrawnForms(Browser as) {
        this.as = as;
    }

    /** A bank of {@code n} single-choice questions "{prefix} i", option "certa" worth 2 points. */
    public Bank bank(int n, String prefix) {
        String id = post("/api/question-banks", Map.of("name", "Banco " + System.nanoTime(), "categories", List.of()), 201)
                .getString("id");
        List<String> questions = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            questions.add(post("/api/question-banks/" + id + "/questions", Map.of("text", prefix + " " + i, "tags", List.of(),
                    "options", List.of(Map.of("text", "errada", "points", 0), Map.of("text", "certa", "points", 2),
                            Map.of("text", "outra", "points", 0), Map.of("text", "mais uma", "points", 0))), 201).getString("id"));
        }
        return new Bank(id, questions);
    }

    public record Bank(String id, List<String> questionIds) {
    }

    /** A published form whose one section draws {@code count} of the bank, questions and options shuffled. */
    public String drawingOnly(String bankId, int count) {
        Map<String, Object> body = new HashMap<>();
        body.put("title", "Sorteada " + count);
        body.put("isPublished", true);
        body.put("shuffleQuestions", true);
        body.put("shuffleOptions", true);
        body.put("sections", List.of(Map.of("draw", Map.of("bankId", bankId, "count", count))));
        return post("/api/forms", body, 201).getString("id");
    }

    public JsonPath post(String path, Object body, int status) {
        return as.request().contentType(ContentType.JSON).body(body).post(path).then().statusCode(status).extract().jsonPath();
    }
}
