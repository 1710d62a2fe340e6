package app.assessment.application.port.out.mail;

import java.util.Objects;

public record MailMessage(String to, String subject, String text, String html, String messageId) {

    public MailMessage(String to, String subject, String text, String html) {
        this(to, subject, text, html, null);
    }

    public MailMessage {
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(text, "text");
    }
}
