package app.assessment.bootstrap.payment;

import static io.restassured.RestAssured.given;

import app.assessment.bootstrap.assignment.Fixtures;
import app.assessment.bootstrap.testsupport.Browser;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

/**
 * An organization with a signed-in administrator and professor, a published form, and the calls
 * the payment tests make: assignments to pay for, payment actions, webhook deliveries.
 */
public final class PaymentWorld {

    static final String WEBHOOK_TOKEN = "dev-only-asaas-webhook-token-0123456789";

    final Organization organization;
    final Browser admin;
    final String adminId;
    final Browser professor;
    final String formId;
    private final Fixtures fixtures;

    PaymentWorld(TestAccounts accounts) {
        organization = accounts.organization();
        var administrator = accounts.user(organization, Role.ADMIN);
        adminId = administrator.id();
        admin = Browser.signedIn(administrator.email(), TestAccounts.PASSWORD);
        professor = Browser.signedIn(accounts.user(organization, Role.PROFESSOR).email(), TestAccounts.PASSWORD);
        fixtures = new Fixtures(admin);
        formId = fixtures.form("Inglês " + UUID.randomUUID()).getString("id");
    }

    public static final String CPF = "52998224725";
    /** The Receita Federal's example of an alphanumeric CNPJ. */
    static final String CNPJ = "12ABC34501DE35";

    /** A new assignment for a new student with a CPF; its id and link token. */
    Assigned assignment() {
        JsonPath assigned = fixtures.assign(formId, Map.of("studentId", fixtures.student("Ana Souza", "529.982.247-25")));
        return new Assigned(assigned.getString("id"), assigned.getString("token"));
    }

    /** A new assignment for a new student with a CPF, given attempt settings of its own (issue 44). */
    Assigned assignment(Map<String, Object> attemptSettings) {
        Map<String, Object> body = new HashMap<>(attemptSettings);
        body.put("studentId", fixtures.student("Ana Souza", "529.982.247-25"));
        JsonPath assigned = fixtures.assign(formId, body);
        return new Assigned(assigned.getString("id"), assigned.getString("token"));
    }

    /** A new assignment for a student without a payer document. */
    Assigned assignmentWithoutDocument() {
        JsonPath assigned = fixtures.assign(formId, Map.of("studentId", fixtures.student("Ana Souza")));
        return new Assigned(assigned.getString("id"), assigned.getString("token"));
    }

    Assigned candidateAssignment() {
        JsonPath assigned = fixtures.assign(formId, Map.of("candidateId", fixtures.candidate("Bruno Lima", "12.ABC.345/01DE-35")));
        return new Assigned(assigned.getString("id"), assigned.getString("token"));
    }

    /** A new assignment with a pending charge of {@code method}, and the charge's provider id (null for external methods). */
    Charged charged(String method, Object amount) {
        Assigned assigned = assignment();
        create(assigned.id(), method, amount).then().statusCode(200);
        return new Charged(assigned.id(), assigned.token(), status(assigned.id()).getString("paymentId"));
    }

    Response create(String assignmentId, String method, Object amount) {
        Map<String, Object> body = new HashMap<>();
        body.put("method", method);
        body.put("amount", amount);
        return admin.request().contentType(ContentType.JSON).body(body).post(paymentPath(assignmentId));
    }

    Response action(String assignmentId, String action) {
        return admin.request().post(paymentPath(assignmentId) + "/" + action);
    }

    JsonPath status(String assignmentId) {
        return admin.request().get(paymentPath(assignmentId)).then().statusCode(200).extract().jsonPath();
    }

    public static String paymentPath(String assignmentId) {
        return "/api/mobile/assignments/" + assignmentId + "/payment";
    }

    static Response webhook(String eventId, String event, String providerPaymentId, String externalReference) {
        return webhook(WEBHOOK_TOKEN, webhookBody(eventId, event, providerPaymentId, externalReference));
    }

    static Response webhook(String token, String body) {
        var request = given().contentType(ContentType.JSON).body(body);
        return (token == null ? request : request.header("asaas-access-token", token)).post("/api/webhooks/asaas");
    }

    public static String webhookBody(String eventId, String event, String providerPaymentId, String externalReference) {
        return """
                {"id":"%s","event":"%s","dateCreated":"2026-11-21 10:24:00",
                 "payment":{"object":"payment","id":"%s","customer":"cus_000005219613","value":49.9,"billingType":"PIX",
                 "status":"RECEIVED","externalReference":%s,"paymentDate":"2026-11-21","clientPaymentDate":"2026-11-21"}}"""
                .formatted(eventId, event, providerPaymentId, externalReference == null ? "null" : "\"" + externalReference + "\"");
    }

    /**
     * Asaas' documented PAYMENT_RECEIVED delivery (docs.asaas.com, "Webhook para cobranças"), with
     * its ids, external reference and days replaced by this test's: {@code dateCreated} is the
     * event's time in São Paulo.
     */
    static String documentedPaymentReceived(String eventId, String providerPaymentId, String externalReference) {
        return """
                {"id":"%s","event":"PAYMENT_RECEIVED","dateCreated":"2026-11-21 16:45:03",
                 "payment":{"object":"payment","id":"%s","dateCreated":"2026-11-21","customer":"cus_G7Dvo4iphUNk",
                 "subscription":"sub_VXJBYgP2u0eO","installment":"2765d086-c7c5-5cca-898a-4262d212587c",
                 "paymentLink":"123517639363","dueDate":"2026-11-28","originalDueDate":"2026-11-28","value":100,
                 "netValue":94.51,"originalValue":null,"interestValue":null,"nossoNumero":null,"description":"Pedido 056984",
                 "externalReference":"%s","billingType":"PIX","status":"RECEIVED","pixTransaction":null,
                 "confirmedDate":"2026-11-21","paymentDate":"2026-11-21","clientPaymentDate":"2026-11-21",
                 "installmentNumber":null,"creditDate":"2026-11-21","custody":null,"estimatedCreditDate":"2026-11-21",
                 "invoiceUrl":"https://www.asaas.com/i/080225913252","bankSlipUrl":null,
                 "transactionReceiptUrl":"https://www.asaas.com/comprovantes/4937311816045162","invoiceNumber":"00005101",
                 "deleted":false,"anticipated":false,"anticipable":false,"lastInvoiceViewedDate":"2026-11-21 12:54:56",
                 "lastBankSlipViewedDate":null,"postalService":false,"creditCard":null,
                 "discount":{"value":0.00,"dueDateLimitDays":0,"limitedDate":null,"type":"FIXED"},
                 "fine":{"value":0.00,"type":"FIXED"},"interest":{"value":0.00,"type":"PERCENTAGE"},
                 "split":[],"chargeback":null,"refunds":null}}"""
                .formatted(eventId, providerPaymentId, externalReference);
    }

    public static String eventId() {
        return "evt_" + UUID.randomUUID().toString().replace("-", "");
    }

    record Assigned(String id, String token) {
    }

    record Charged(String id, String token, String providerPaymentId) {
    }
}
