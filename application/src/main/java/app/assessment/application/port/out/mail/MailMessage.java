package app.assessment.application.port.out.mail;

import java.util.Objects;

public record MailMessage(String to, String subject, String text, String html) {
    public MailMessage {
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(text, "text");
    }
}
