package app.assessment.application.port.out.mail;

import java.time.Duration;

/**
 * The wording of the service's own mails, in the audience's language, through the notification
 * templates of the user's organization (its override, else the shipped default).
 */
public interface MailTemplates {

    MailMessage secondFactorCode(String organizationId, String to, String name, String code, Duration validFor);

    MailMessage passwordReset(String organizationId, String to, String name, String link, Duration validFor);
}
