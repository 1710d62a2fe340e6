package app.assessment.application.service.notification;

import java.util.Map;

/** Made-up values a template preview is rendered with; a value with markup shows the escaping. */
final class TemplateSamples {

    private TemplateSamples() {
    }

    static Map<String, String> of(String locale) {
        boolean english = "en".equals(locale);
        return Map.ofEntries(
                Map.entry("recipientName", "Ana Souza"),
                Map.entry("participantName", "Bruno Lima"),
                Map.entry("formTitle", english ? "Reading <comprehension> & writing" : "Leitura <interpretação> & escrita"),
                Map.entry("testLink", "https://app.example.com/" + locale + "/test/sample-token"),
                Map.entry("scheduledAt", english ? "Mar 2, 2026 9:00 AM BRT" : "02/03/2026 09:00 BRT"),
                Map.entry("expiresAt", english ? "Mar 9, 2026 6:00 PM BRT" : "09/03/2026 18:00 BRT"),
                Map.entry("paymentLink", "https://pay.example.com/i/sample"),
                Map.entry("amount", "49.90"),
                Map.entry("pixCode", "00020126580014br.gov.bcb.pix0136sample"),
                Map.entry("reason", english ? "The class was moved to March" : "A turma foi remarcada para março"),
                Map.entry("score", "8 / 10"),
                Map.entry("percentage", "80%"),
                Map.entry("label", english ? "Good" : "Bom"),
                Map.entry("about", "opens"),
                Map.entry("code", "123456"),
                Map.entry("link", "https://app.example.com/" + locale + "/reset-password?token=sample"),
                Map.entry("validMinutes", "30"),
                Map.entry("title", english ? "Maintenance on Saturday" : "Manutenção no sábado"),
                Map.entry("body", english ? "The service stops from 10 pm to midnight." : "O serviço para das 22h à meia-noite."));
    }
}
