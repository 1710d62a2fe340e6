package app.assessment.application.port.out.mail;

public interface MailSender {
    void send(MailMessage message);
}
