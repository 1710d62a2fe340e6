package app.assessment.application.port.out.mail;

import java.util.Objects;

/**
 * @param messageId null: the mailer makes one up
 * @param senderName the From header's display name (null: the bare configured address)
 * @param replyTo null: no Reply-To header
 */
public record MailMessage(String to, String subject, String text, String html, String messageId, String senderName,
                          String replyTo) {

    public MailMessage(String to, String subject, String text, String html) {
        this(to, subject, text, html, null);
    }

    public MailMessage(String to, String subject, String text, String html, String messageId) {
        this(to, subject, text, html, messageId, null, null);
    }

    public MailMessage {
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(text, "text");
    }
}
