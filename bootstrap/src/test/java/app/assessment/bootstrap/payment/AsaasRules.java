package app.assessment.bootstrap.payment;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.matchingJsonPath;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;

import com.github.tomakehurst.wiremock.WireMockServer;

/**
 * Rules the real Asaas enforces, installed on the stub so a suite cannot pass where Asaas would
 * refuse: a customer created without {@code cpfCnpj} exists (Asaas accepts it), but a charge for
 * it is answered 400 {@code invalid_customer.cpfCnpj}, with Asaas' own body.
 */
final class AsaasRules {

    static final String CUSTOMER_WITH_DOCUMENT = "cus_000005219613";
    static final String CUSTOMER_WITHOUT_DOCUMENT = "cus_000005219699";

    private AsaasRules() {
    }

    static void install(WireMockServer asaas) {
        asaas.stubFor(post(urlPathEqualTo("/v3/customers")).atPriority(1)
                .withRequestBody(matchingJsonPath("$.cpfCnpj"))
                .willReturn(okJson(AsaasJsonFixtures.customer(CUSTOMER_WITH_DOCUMENT, "any", "Ana Souza", PaymentWorld.CPF))));
        asaas.stubFor(post(urlPathEqualTo("/v3/customers")).atPriority(2)
                .willReturn(okJson(AsaasJsonFixtures.customer(CUSTOMER_WITHOUT_DOCUMENT, "any"))));
        asaas.stubFor(post(urlPathEqualTo("/v3/payments")).atPriority(1)
                .withRequestBody(matchingJsonPath("$.customer", com.github.tomakehurst.wiremock.client.WireMock.equalTo(
                        CUSTOMER_WITHOUT_DOCUMENT)))
                .willReturn(aResponse().withStatus(400).withHeader("Content-Type", "application/json")
                        .withBody(AsaasJsonFixtures.CUSTOMER_WITHOUT_DOCUMENT)));
    }
}
