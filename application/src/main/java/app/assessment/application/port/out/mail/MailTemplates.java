package app.assessment.application.port.out.mail;

import java.time.Duration;

/** The wording of the service's own mails, in the audience's language. */
public interface MailTemplates {

    MailMessage secondFactorCode(String to, String name, String code, Duration validFor);

    MailMessage passwordReset(String to, String name, String link, Duration validFor);
}
