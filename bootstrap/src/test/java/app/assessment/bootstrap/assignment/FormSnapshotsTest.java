package app.assessment.bootstrap.assignment;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;

import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Test links read their form from memory once it was read at the version their assignment's
 * row join saw (FormSnapshots). An edit or a delete is seen by the very next open and submit.
 */
@QuarkusTest
class FormSnapshotsTest {

    @Inject
    TestAccounts accounts;

    @Test
    void anEditAfterTheFormWasReadInMemory_isSeenByTheNextOpenAndSubmit_andADeleteByTheNextOpen() {
        Browser professor = Browser.signedIn(accounts.user(accounts.organization(), Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        Fixtures fx = new Fixtures(professor);
        JsonPath form = fx.form("Memória");
        String formId = form.getString("id");
        String q1 = form.getString("questions[0].id");
        String q1Right = form.getString("questions[0].options[0].id");
        String token = fx.assign(formId, Map.of("studentId", fx.student("Eva"))).getString("token");
        String otherToken = fx.assign(formId, Map.of("studentId", fx.student("Ivo"))).getString("token");
        for (int i = 0; i < 2; i++) {
            given().get("/api/test-link/" + token).then().statusCode(200)
                    .body("form.questions.text", contains("Quanto é 2 + 2?", "Capital do Brasil?"));
        }

        Map<String, Object> edited = new HashMap<>(FormBodies.science("Memória"));
        edited.put("questions", List.of(Map.of("id", q1, "text", "Quanto é 3 + 4?", "options", List.of(
                Map.of("id", q1Right, "text", "7", "points", 7), Map.of("text", "8", "points", 0)))));
        professor.request().contentType(ContentType.JSON).body(edited).put("/api/forms/" + formId).then().statusCode(200);

        given().get("/api/test-link/" + token).then().statusCode(200)
                .body("form.questions.text", contains("Quanto é 3 + 4?"))
                .body("form.questions[0].options.text", contains("7", "8"));
        JsonPath result = given().contentType(ContentType.JSON).body(AssessmentFlowTest.answers(q1, q1Right))
                .post("/api/test-link/" + token + "/submit").then().statusCode(201).extract().jsonPath();
        assertThat(result.getDouble("totalScore")).isEqualTo(7.0);
        assertThat(result.getDouble("maxScore")).isEqualTo(7.0);

        given().get("/api/test-link/" + otherToken).then().statusCode(200);
        professor.request().delete("/api/forms/" + formId).then().statusCode(200);
        given().get("/api/test-link/" + otherToken).then().statusCode(410).body("code", equalTo("ASSIGNMENT_FORM_DELETED"));
    }
}
