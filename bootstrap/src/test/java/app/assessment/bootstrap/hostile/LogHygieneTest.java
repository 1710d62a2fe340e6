package app.assessment.bootstrap.hostile;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.in.webhook.DispatchWebhooksUseCase;
import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.AuthenticatorApp;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.LogCapture;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The service's whole log during sign-in, TOTP enrolment and sign-in with it, personal data of
 * a student, failing writes, a paid charge, an API key's life and a webhook endpoint's secrets holds none of the secrets and personal values used.
 */
@QuarkusTest
class LogHygieneTest {

    private static final String WEBHOOK_TOKEN = "dev-only-asaas-webhook-token-0123456789";
    private static final String CPF = "529.982.247-25";

    @Inject
    TestAccounts accounts;
    @Inject
    DispatchWebhooksUseCase webhooks;

    @Test
    void aDayOfWork_leavesNoSecretOrPersonalValueInTheLog() {
        List<String> secrets = new ArrayList<>();
        try (LogCapture log = LogCapture.start()) {
            User user = accounts.user(accounts.organization(), Role.ADMIN);
            secrets.add(TestAccounts.PASSWORD);
            String hash = accounts.reload(user.id()).passwordHash();
            secrets.add(hash);
            secrets.add(hash.substring(7));

            Browser browser = new Browser(Browser.newAddress());
            browser.signIn(user.email(), TestAccounts.PASSWORD, null).then().statusCode(200);
            secrets.add(browser.sessionToken());
            secrets.add(browser.csrf());
            browser.signIn(user.email(), "wrong-password-1", null).then().statusCode(401);
            secrets.add("wrong-password-1");

            String totpSecret = browser.request().post("/api/user/2fa/totp").then().statusCode(200).extract().path("secret");
            secrets.add(totpSecret);
            String code = AuthenticatorApp.codeFor(totpSecret);
            browser.request().contentType(ContentType.JSON).body(Map.of("code", code)).post("/api/user/2fa/totp/verify")
                    .then().statusCode(200);
            Browser phone = new Browser(Browser.newAddress());
            phone.signIn(user.email(), TestAccounts.PASSWORD, AuthenticatorApp.nextCodeFor(totpSecret)).then().statusCode(200);
            secrets.add(phone.sessionToken());

            String studentEmail = "aluna-" + UUID.randomUUID() + "@example.com";
            String studentId = phone.request().contentType(ContentType.JSON)
                    .body(Map.of("name", "Ana Souza", "status", "ACTIVE", "email", studentEmail, "phone", "+55 11 98765-4321",
                            "grade", "CPF " + CPF, "cpfCnpj", CPF))
                    .post("/api/students").then().statusCode(201).extract().path("id");
            secrets.addAll(List.of(studentEmail, "98765-4321", CPF, CPF.replaceAll("\\D", "")));

            phone.request().contentType(ContentType.JSON).body("{\"id\":\"" + user.id() + "\",\"name\":\"a\\u0000b\"}")
                    .put("/api/users").then().statusCode(400);
            phone.request().post("/api/test-probe/failing-user-write?kind=nul").then().statusCode(400);
            phone.request().post("/api/test-probe/failing-user-write?kind=null").then().statusCode(500);

            Fixtures fixtures = new Fixtures(phone);
            String formId = fixtures.form("Inglês " + UUID.randomUUID()).getString("id");
            JsonPath assigned = fixtures.assign(formId, Map.of("studentId", studentId));
            secrets.add(assigned.getString("token"));
            String path = "/api/mobile/assignments/" + assigned.getString("id") + "/payment";
            phone.request().contentType(ContentType.JSON).body(Map.of("method", "PIX", "amount", 49.9)).post(path)
                    .then().statusCode(200);
            String paymentId = phone.request().get(path).then().statusCode(200).extract().path("paymentId");
            given().contentType(ContentType.JSON).header("asaas-access-token", WEBHOOK_TOKEN)
                    .body("""
                            {"id":"evt_%s","event":"PAYMENT_RECEIVED","payment":{"id":"%s","status":"RECEIVED",
                             "externalReference":"%s","paymentDate":"2026-11-21"}}"""
                            .formatted(UUID.randomUUID().toString().replace("-", ""), paymentId, assigned.getString("id")))
                    .post("/api/webhooks/asaas").then().statusCode(200);
            secrets.add(WEBHOOK_TOKEN);
            phone.request().get(path).then().statusCode(200);

            // Issue 47: an API key, used well and badly, revoked and used again, is never logged.
            String apiKey = phone.request().contentType(ContentType.JSON)
                    .body(Map.of("name", "hygiene", "scopes", List.of("people:write", "forms:read")))
                    .post("/api/admin/api-keys").then().statusCode(201).extract().path("key");
            secrets.add(apiKey);
            secrets.add(apiKey.substring(apiKey.length() - 43));
            given().header("Authorization", "Bearer " + apiKey).get("/api/forms").then().statusCode(200);
            given().header("Authorization", "Bearer " + apiKey).get("/api/students").then().statusCode(403);
            given().header("Authorization", "Bearer " + apiKey).header("Idempotency-Key", "hygiene-" + UUID.randomUUID())
                    .contentType(ContentType.JSON).body(Map.of("name", "Via key", "status", "ACTIVE")).post("/api/students")
                    .then().statusCode(201);
            given().header("Authorization", "Bearer " + apiKey + "x").get("/api/forms").then().statusCode(401);
            String keyId = apiKey.substring(4, 29);
            phone.request().delete("/api/admin/api-keys/" + keyId).then().statusCode(200);
            given().header("Authorization", "Bearer " + apiKey).get("/api/forms").then().statusCode(401);

            // Issue 47: a webhook endpoint's signing secrets, shown at creation and at rotation, signing a refused
            // delivery, are never logged.
            JsonPath hook = phone.request().contentType(ContentType.JSON)
                    .body(Map.of("url", "http://127.0.0.1:9/hygiene", "events", List.of("submission.completed")))
                    .post("/api/admin/webhooks").then().statusCode(201).extract().jsonPath();
            String rotated = phone.request().post("/api/admin/webhooks/" + hook.getString("id") + "/rotate-secret").then()
                    .statusCode(200).extract().path("secret");
            for (String secret : List.of(hook.getString("secret"), rotated)) {
                secrets.add(secret);
                secrets.add(secret.substring("whsec_".length()));
            }
            phone.request().post("/api/admin/webhooks/" + hook.getString("id") + "/test").then().statusCode(202);
            webhooks.dispatch();

            String text = log.text();
            assertThat(text).as("the log captured the flow").isNotEmpty();
            assertThat(secrets).allSatisfy(secret -> assertThat(text).as("log holds a secret").doesNotContain(secret));
        }
    }
}
