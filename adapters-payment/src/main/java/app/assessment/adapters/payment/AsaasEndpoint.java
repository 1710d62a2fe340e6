package app.assessment.adapters.payment;

/** Where the Asaas client calls ({@code quarkus.rest-client.asaas.url}), produced by bootstrap, the one reader of Quarkus' keys (ADR 0037). */
public record AsaasEndpoint(String url) {
}
