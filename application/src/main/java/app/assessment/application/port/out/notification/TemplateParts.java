package app.assessment.application.port.out.notification;

/** The three parts of an e-mail template, as written (Qute source). */
public record TemplateParts(String subject, String html, String text) {
}
