package app.assessment.bootstrap.payment;

import static app.assessment.bootstrap.payment.AsaasJsonFixtures.list;
import static app.assessment.bootstrap.payment.AsaasJsonFixtures.payment;
import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.AuthenticatorApp;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.LogCapture;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import com.github.tomakehurst.wiremock.WireMockServer;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.http.ContentType;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The log of a whole sign-in (password and TOTP) and payment (Asaas charge, a failed sync, the
 * webhook) holds no secret and no payer document, and each line a signed-in request logs names
 * its correlation id, user and organization (the JSON log's {@code mdc}, docs/adr/0029).
 */
@QuarkusTest
@TestProfile(AsaasStubProfile.class)
class FlowLogTest {

    private static final String CPF = "529.982.247-25";

    @Inject
    TestAccounts accounts;

    @AsaasStub.Server
    WireMockServer asaas;

    @Test
    void signInWithTotpAndAPaymentFlow_logNoSecret_andRequestLinesNameTheirUserAndOrganization() {
        Organization organization = accounts.organization();
        User user = accounts.user(organization, Role.ADMIN);
        String providerId = "pay_" + System.nanoTime();
        asaas.resetAll();
        AsaasRules.install(asaas);
        asaas.stubFor(get(urlPathEqualTo("/v3/customers")).willReturn(okJson(list())));
        asaas.stubFor(get(urlPathEqualTo("/v3/payments")).willReturn(okJson(list())));
        asaas.stubFor(post(urlPathEqualTo("/v3/payments")).willReturn(okJson(payment(providerId, "BOLETO", "80.00", "PENDING", null, false))));
        asaas.stubFor(get(urlPathEqualTo("/v3/payments/" + providerId)).willReturn(aResponse().withStatus(503)));

        try (LogCapture log = LogCapture.start()) {
            Browser enrolling = Browser.signedIn(user.email(), TestAccounts.PASSWORD);
            String secret = enrolling.request().post("/api/user/2fa/totp").then().statusCode(200).extract().path("secret");
            String enrolCode = AuthenticatorApp.codeFor(secret);
            enrolling.request().contentType(ContentType.JSON).body(Map.of("code", enrolCode)).post("/api/user/2fa/totp/verify")
                    .then().statusCode(200);
            String signInCode = AuthenticatorApp.nextCodeFor(secret);
            Browser admin = Browser.signedIn(user.email(), TestAccounts.PASSWORD, signInCode);

            Fixtures fixtures = new Fixtures(admin);
            String formId = fixtures.form("Registro " + UUID.randomUUID()).getString("id");
            String assignmentId = fixtures.assign(formId, Map.of("studentId", fixtures.student("Ana Souza", CPF))).getString("id");
            String payment = PaymentWorld.paymentPath(assignmentId);
            admin.request().contentType(ContentType.JSON).body(Map.of("method", "BOLETO", "amount", 80)).post(payment)
                    .then().statusCode(200);
            admin.request().post(payment + "/sync").then().statusCode(502);
            PaymentWorld.webhook(PaymentWorld.eventId(), "PAYMENT_RECEIVED", providerId, assignmentId).then().statusCode(200);
            admin.request().get(payment).then().statusCode(200);

            String text = log.text();
            assertThat(text).doesNotContain(TestAccounts.PASSWORD).doesNotContain(admin.sessionToken())
                    .doesNotContain(enrolling.sessionToken()).doesNotContain(secret).doesNotContain(CPF)
                    .doesNotContain(CPF.replaceAll("\\D", "")).doesNotContain(AsaasStub.API_KEY)
                    .doesNotContain(PaymentWorld.WEBHOOK_TOKEN);
            for (String code : List.of(enrolCode, signInCode)) {
                assertThat(Pattern.compile("\\b" + code + "\\b").matcher(text).find()).as("TOTP code in the log").isFalse();
            }

            List<LogCapture.Entry> syncFailure = log.entries().stream().filter(e -> e.line().contains("Asaas fetch payment failed"))
                    .toList();
            assertThat(syncFailure).isNotEmpty().allSatisfy(entry -> assertThat(entry.mdc())
                    .containsEntry("userId", user.id()).containsEntry("organizationId", organization.id())
                    .containsKey("correlationId"));
        }
    }
}
