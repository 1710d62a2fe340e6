package app.assessment.bootstrap.payment;

/**
 * Answers shaped as Asaas API v3 documents them (all the fields it sends, not only the ones the
 * gateway reads), so an unknown field breaking deserialisation would show here.
 */
final class AsaasJsonFixtures {

    private AsaasJsonFixtures() {
    }

    static String list(String... items) {
        return """
                {"object":"list","hasMore":false,"totalCount":%d,"limit":10,"offset":0,"data":[%s]}"""
                .formatted(items.length, String.join(",", items));
    }

    static String customer(String id, String externalReference) {
        return """
                {"object":"customer","id":"%s","dateCreated":"2026-11-21","name":"Ana Souza",
                 "email":"ana@example.com","company":null,"phone":null,"mobilePhone":null,"address":null,
                 "addressNumber":null,"complement":null,"province":null,"postalCode":null,"cpfCnpj":null,
                 "personType":null,"deleted":false,"additionalEmails":null,"externalReference":"%s",
                 "notificationDisabled":false,"observations":null,"municipalInscription":null,
                 "stateInscription":null,"canDelete":true,"cannotBeDeletedReason":null,"canEdit":true,
                 "cannotEditReason":null,"city":null,"cityName":null,"state":null,"country":"Brasil"}"""
                .formatted(id, externalReference);
    }

    static String payment(String id, String billingType, String value, String status, String paymentDate,
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
        return """
                {"encodedImage":"%s","payload":"%s","expirationDate":"2027-11-28 23:59:59","description":null}"""
                .formatted(encodedImage, payload);
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
