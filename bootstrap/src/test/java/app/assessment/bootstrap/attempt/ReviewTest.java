package app.assessment.bootstrap.attempt;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasKey;
import static org.hamcrest.Matchers.not;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.bootstrap.testsupport.TestClock;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Issue 44: the review shows what each setting releases at the moment of the read, and nothing else. */
@QuarkusTest
class ReviewTest {

    @Inject
    TestAccounts accounts;
    @Inject
    TestClock clock;

    private Browser admin;
    private Fixtures fx;
    private Instant t0;

    @BeforeEach
    void signIn() {
        Organization org = accounts.organization();
        admin = Browser.signedIn(accounts.user(org, Role.ADMIN).email(), TestAccounts.PASSWORD);
        fx = new Fixtures(admin);
        t0 = Instant.now().truncatedTo(ChronoUnit.SECONDS);
        clock.freezeAt(t0);
    }

    @AfterEach
    void resetClock() {
        clock.reset();
    }

    @Test
    void eachSetting_isAbsentBeforeItsMoment_andPresentAfter() {
        Taken taken = take(Map.of("showScore", "NEVER", "showCorrectAnswers", "AFTER_CLOSE", "showFeedback", "AFTER_GRADING"));
        taken.submitted().then().statusCode(201).body("scoreReleased", equalTo(false)).body("$", not(hasKey("totalScore")));

        review(taken).body("released.score", equalTo(false)).body("released.correctAnswers", equalTo(false))
                .body("released.feedback", equalTo(false)).body("$", not(hasKey("score")))
                .body("questions[0].answer.optionId", equalTo(taken.form().getString("questions[0].options[1].id")))
                .body("questions[0]", not(hasKey("points"))).body("questions[0]", not(hasKey("correct")))
                .body("questions[0]", not(hasKey("correctAnswer"))).body("questions[0]", not(hasKey("feedback")))
                .body("questions[1].answer.text", equalTo("A luz vira açúcar."));

        admin.request().contentType(ContentType.JSON).body(Map.of("points", 8))
                .put("/api/submissions/" + taken.submissionId() + "/answers/" + taken.form().getString("questions[1].id") + "/grade")
                .then().statusCode(200);
        review(taken).body("released.feedback", equalTo(true)).body("questions[0].feedback", equalTo("Reveja a tabuada."))
                .body("questions[0].optionFeedback[0].feedback", equalTo("5 é o sucessor de 4."))
                .body("questions[0]", not(hasKey("correctAnswer"))).body("$", not(hasKey("score")));

        clock.freezeAt(t0.plusSeconds(3600));
        review(taken).body("released.correctAnswers", equalTo(true)).body("questions[0].correct", equalTo(false))
                .body("questions[0].correctAnswer.optionIds", equalTo(List.of(taken.form().getString("questions[0].options[0].id"))))
                .body("questions[1]", not(hasKey("correctAnswer"))).body("$", not(hasKey("score")))
                .body("questions[0]", not(hasKey("points")));
    }

    @Test
    void releasedAtOnce_showsScorePointsKeyAndFeedback() {
        Taken taken = take(Map.of("showCorrectAnswers", "IMMEDIATELY", "showFeedback", "IMMEDIATELY"));
        taken.submitted().then().statusCode(201).body("totalScore", equalTo(0.0f)).body("pendingGrading", equalTo(true));
        review(taken).body("score.totalScore", equalTo(0.0f)).body("score.pendingGrading", equalTo(true))
                .body("questions[0].points", equalTo(0.0f)).body("questions[0].maxPoints", equalTo(5.0f))
                .body("questions[1].pendingGrading", equalTo(true)).body("questions[1]", not(hasKey("correct")))
                .body("questions[0].correct", equalTo(false)).body("questions[0].feedback", equalTo("Reveja a tabuada."));
    }

    @Test
    void beforeAnyAttemptCompletes_thereIsNothingToReview() {
        Map<String, Object> form = form(Map.of());
        String token = fx.assign(fx.form(form).getString("id"), Map.of("studentId", fx.student("Sem revisão"))).getString("token");
        given().get("/api/test-link/" + token + "/review").then().statusCode(409).body("code", equalTo("NO_COMPLETED_ATTEMPT"));
        given().get("/api/test-link/unknown-token/review").then().statusCode(404);
    }

    private io.restassured.response.ValidatableResponse review(Taken taken) {
        return given().get("/api/test-link/" + taken.token() + "/review").then().statusCode(200);
    }

    private Taken take(Map<String, Object> settings) {
        JsonPath form = fx.form(form(settings));
        Map<String, Object> assignment = new HashMap<>();
        assignment.put("studentId", fx.student("Aluna Revisão"));
        assignment.put("expiresAt", t0.plusSeconds(3600).toString());
        String token = fx.assign(form.getString("id"), assignment).getString("token");
        var response = given().contentType(ContentType.JSON).body(Map.of("answers", List.of(
                        Map.of("questionId", form.getString("questions[0].id"), "optionId", form.getString("questions[0].options[1].id")),
                        Map.of("questionId", form.getString("questions[1].id"), "text", "A luz vira açúcar."))))
                .post("/api/test-link/" + token + "/submit");
        return new Taken(form, token, response);
    }

    private static Map<String, Object> form(Map<String, Object> settings) {
        Map<String, Object> body = new HashMap<>(Map.of("title", "Revisão", "isPublished", true, "questions", List.of(
                Map.of("text", "Quanto é 2 + 2?", "feedback", "Reveja a tabuada.", "options", List.of(
                        Map.of("text", "4", "points", 5), Map.of("text", "5", "points", 0, "feedback", "5 é o sucessor de 4."))),
                Map.of("type", "ESSAY", "text", "Explique a fotossíntese.", "points", 10))));
        body.putAll(settings);
        return body;
    }

    private record Taken(JsonPath form, String token, io.restassured.response.Response submitted) {
        String submissionId() {
            return submitted.jsonPath().getString("submissionId");
        }
    }
}
