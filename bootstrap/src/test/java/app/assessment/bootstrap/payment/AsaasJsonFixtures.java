package app.assessment.bootstrap.payment;

/**
 * Answers shaped as Asaas API v3 documents them (all the fields it sends, not only the ones the
 * gateway reads), so an unknown field breaking deserialisation would show here.
 */
public final class AsaasJsonFixtures {

    private AsaasJsonFixtures() {
    }

    public static String list(String... items) {
        return """
                {"object":"list","hasMore":false,"totalCount":%d,"limit":10,"offset":0,"data":[%s]}"""
                .formatted(items.length, String.join(",", items));
    }

    static String customer(String id, String externalReference) {
        return customer(id, externalReference, "Ana Souza", null);
    }

    /** A customer as {@code GET /v3/customers} lists it; {@code cpfCnpj} without punctuation, or null. */
    public static String customer(String id, String externalReference, String name, String cpfCnpj) {
        return """
                {"object":"customer","id":"%s","dateCreated":"2026-11-21","name":"%s",
                 "email":"ana@example.com","company":null,"phone":null,"mobilePhone":null,"address":null,
                 "addressNumber":null,"complement":null,"province":null,"postalCode":null,"cpfCnpj":%s,
                 "personType":%s,"deleted":false,"additionalEmails":null,"externalReference":"%s",
                 "notificationDisabled":true,"observations":null,"municipalInscription":null,
                 "stateInscription":null,"canDelete":true,"cannotBeDeletedReason":null,"canEdit":true,
                 "cannotEditReason":null,"city":null,"cityName":null,"state":null,"country":"Brasil"}"""
                .formatted(id, name, cpfCnpj == null ? "null" : "\"" + cpfCnpj + "\"",
                        cpfCnpj == null ? "null" : cpfCnpj.length() == 11 ? "\"FISICA\"" : "\"JURIDICA\"", externalReference);
    }

    /** Asaas' answer to {@code POST /v3/payments} for a customer without CPF/CNPJ, in sandbox and production alike. */
    static final String CUSTOMER_WITHOUT_DOCUMENT = """
            {"errors":[{"code":"invalid_customer.cpfCnpj","description":"Para criar esta cobrança é necessário preencher o CPF ou CNPJ do cliente."}]}""";

    public static String payment(String id, String billingType, String value, String status, String paymentDate,
            boolean deleted) {
        String date = paymentDate == null ? "null" : "\"" + paymentDate + "\"";
        return """
                {"object":"payment","id":"%1$s","dateCreated":"2026-11-21","customer":"cus_000005219613",
                 "subscription":null,"installment":null,"paymentLink":null,"value":%3$s,"netValue":48.91,
                 "originalValue":null,"interestValue":null,"description":"Avaliação de inglês",
                 "billingType":"%2$s","pixTransaction":null,"status":"%4$s","dueDate":"2026-11-28",
                 "originalDueDate":"2026-11-28","paymentDate":%5$s,"clientPaymentDate":%5$s,
                 "installmentNumber":null,"invoiceUrl":"https://sandbox.asaas.com/i/%6$s",
                 "invoiceNumber":"06558925","externalReference":"%7$s","deleted":%8$s,
                 "anticipated":false,"anticipable":false,"creditDate":null,"estimatedCreditDate":null,
                 "transactionReceiptUrl":null,"nossoNumero":null,"bankSlipUrl":null,
                 "lastInvoiceViewedDate":null,"lastBankSlipViewedDate":null,
                 "discount":{"value":0,"limitDate":null,"dueDateLimitDays":0,"type":"FIXED"},
                 "fine":{"value":0,"type":"FIXED"},"interest":{"value":0,"type":"PERCENTAGE"},
                 "postalService":false,"custody":null,"refunds":null}"""
                .formatted(id, billingType, value, status, date, invoiceToken(id), AsaasPaymentGatewayTest.ASSIGNMENT,
                        deleted);
    }

    static String pixQrCode(String encodedImage, String payload) {
        return pixQrCode(encodedImage, payload, "2027-11-28 23:59:59");
    }

    /** {@code expirationDate} in São Paulo local time, as Asaas writes it. */
    static String pixQrCode(String encodedImage, String payload, String expirationDate) {
        return """
                {"encodedImage":"%s","payload":"%s","expirationDate":"%s","description":null}"""
                .formatted(encodedImage, payload, expirationDate);
    }

    static String errors(String code, String description) {
        return """
                {"errors":[{"code":"%s","description":"%s"}]}""".formatted(code, description);
    }

    static String invoiceUrl(String paymentId) {
        return "https://sandbox.asaas.com/i/" + invoiceToken(paymentId);
    }

    private static String invoiceToken(String paymentId) {
        return paymentId.substring("pay_".length());
    }
}
