package app.assessment.bootstrap.hostile;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.bootstrap.testsupport.SignedInOrganization;
import app.assessment.bootstrap.testsupport.TestAccounts;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Input no client should send is refused at the edge as 400 naming the field, never a 500. */
@QuarkusTest
class HostileInputTest {

    @Inject
    TestAccounts accounts;

    private SignedInOrganization org;

    @BeforeEach
    void setUp() {
        org = SignedInOrganization.create(accounts);
    }

    @Test
    void nulInAPathId_is400NamingIt() {
        given().urlEncodingEnabled(false).get("/api/test-link/%00").then().statusCode(400)
                .contentType(Problem.MEDIA_TYPE).body("errors.field", hasItem("token"));
    }

    @Test
    void nulInAQueryParameter_is400NamingIt() {
        org.admin().request().urlEncodingEnabled(false).get("/api/students?search=%00").then().statusCode(400)
                .contentType(Problem.MEDIA_TYPE).body("errors.field", hasItem("search"));
    }

    @Test
    void nulInAJsonString_is400NamingTheField() {
        org.admin().request().contentType("application/json").body("{\"title\":\"a\\u0000b\"}").post("/api/forms")
                .then().statusCode(400).contentType(Problem.MEDIA_TYPE)
                .body("errors[0].field", equalTo("title")).body("errors[0].message", equalTo("must not contain the NUL character"));
    }

    @Test
    void nulInAWebhookEventId_is400() {
        given().header("asaas-access-token", "dev-only-asaas-webhook-token-0123456789").contentType("application/json")
                .body("{\"id\":\"evt_\\u0000\",\"event\":\"PAYMENT_RECEIVED\",\"payment\":{\"id\":\"pay_1\"}}")
                .post("/api/webhooks/asaas").then().statusCode(400).body("errors[0].field", equalTo("id"));
    }

    @Test
    void nullQuestionOrScoreRange_is400NamingTheElement() {
        org.admin().request().contentType("application/json").body("{\"title\":\"x\",\"questions\":[null]}").post("/api/forms")
                .then().statusCode(400).contentType(Problem.MEDIA_TYPE).body("errors[0].field", equalTo("questions[0]"));
        org.admin().request().contentType("application/json").body("{\"title\":\"x\",\"scoreRanges\":[null]}").post("/api/forms")
                .then().statusCode(400).contentType(Problem.MEDIA_TYPE).body("errors[0].field", equalTo("scoreRanges[0]"));
    }

    @Test
    void signInFormWithBadPercentEscapes_is400() {
        given().contentType("application/x-www-form-urlencoded").body("email=%zz&password=%")
                .post("/api/auth/callback/credentials").then().statusCode(400).contentType(Problem.MEDIA_TYPE)
                .body("code", equalTo("MALFORMED_BODY"));
    }

    @Test
    void brokenMultipartBodies_are400_andTooManyFields413() {
        String type = "multipart/form-data; boundary=XyZ";
        org.admin().request().contentType(type).body(bytes("--XyZ\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nAna"))
                .post("/api/students").then().statusCode(400).contentType(Problem.MEDIA_TYPE).body("code", equalTo("MALFORMED_BODY"));
        org.admin().request().contentType(type).body(bytes("{\"name\":\"Ana\"}"))
                .put("/api/user/profile").then().statusCode(400).contentType(Problem.MEDIA_TYPE);
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 1001; i++) {
            many.append("--XyZ\r\nContent-Disposition: form-data; name=\"f").append(i).append("\"\r\n\r\nv\r\n");
        }
        org.admin().request().contentType(type).body(bytes(many.append("--XyZ--\r\n").toString()))
                .post("/api/students").then().statusCode(413).contentType(Problem.MEDIA_TYPE).body("code", equalTo("TOO_MANY_FIELDS"));
    }

    /** Issue 43: every answer shape fed JSON of the wrong kind, on a real link to a form of every type. */
    @Test
    void typedAnswersOfTheWrongJsonKind_are400_neverA5xx() {
        app.assessment.bootstrap.assignment.Fixtures fx = new app.assessment.bootstrap.assignment.Fixtures(org.admin());
        io.restassured.path.json.JsonPath form = fx.form(app.assessment.bootstrap.form.TypedQuestions.form("Hostil"));
        String token = fx.assign(form.getString("id"), java.util.Map.of("studentId", fx.student("Hostil"))).getString("token");
        String q = form.getString("questions[5].id");
        for (String answer : new String[] {"{\"questionId\":\"" + q + "\",\"pairs\":\"x\"}",
                "{\"questionId\":\"" + q + "\",\"pairs\":[null]}", "{\"questionId\":\"" + q + "\",\"pairs\":[{\"pairId\":[1]}]}",
                "{\"questionId\":\"" + q + "\",\"number\":{\"a\":1}}", "{\"questionId\":\"" + q + "\",\"number\":[1]}",
                "{\"questionId\":\"" + q + "\",\"number\":true}", "{\"questionId\":\"" + q + "\",\"number\":1e999999999}",
                "{\"questionId\":\"" + q + "\",\"optionIds\":[null]}", "{\"questionId\":\"" + q + "\",\"optionIds\":{}}",
                "{\"questionId\":\"" + q + "\",\"order\":[[\"a\"]]}", "{\"questionId\":\"" + q + "\",\"text\":{}}",
                "{\"questionId\":\"" + q + "\",\"order\":[\"a\",\"a\"]}", "{\"questionId\":7,\"text\":\"x\"}"}) {
            for (String path : new String[] {"/api/test-link/" + token + "/submit", "/api/assignments/" + token + "/draft"}) {
                var request = given().contentType("application/json").body("{\"answers\":[" + answer + "]}");
                var response = path.endsWith("draft") ? request.put(path) : request.post(path);
                response.then().statusCode(400).contentType(Problem.MEDIA_TYPE);
            }
        }
    }

    private static byte[] bytes(String text) {
        return text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }
}
