package app.assessment.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.mail.MailSender;
import app.assessment.application.service.notification.SignInMails;
import app.assessment.bootstrap.testsupport.Mailbox;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The mail adapter against a real SMTP server: what leaves is what the templates wrote. */
@QuarkusTest
class MailDeliveryTest {

    @Inject
    MailSender sender;

    @Inject
    SignInMails templates;

    Mailbox mailbox;

    @Test
    void resetMail_arrivesAsPlainTextAndHtml_withTheNameEscapedInHtmlOnly() {
        String to = "ana-" + UUID.randomUUID() + "@example.com";
        String link = "https://app.example.com/pt/reset-password?token=abc_DEF-123";

        sender.send(templates.passwordReset(null, to, "Ana <b>& Cia</b>", link, Duration.ofMinutes(30)));

        Mailbox.Mail mail = mailbox.awaitMail(to, 1);
        assertThat(mail.subject()).isEqualTo("Redefinição de senha");
        assertThat(mail.from()).isEqualTo("no-reply@example.com");
        assertThat(mail.text()).contains("Olá, Ana <b>& Cia</b>.").contains(link).contains("30 minutos");
        assertThat(mail.html()).contains("Ana &lt;b&gt;&amp; Cia&lt;/b&gt;").doesNotContain("<b>")
                .contains("href=\"" + link + "\"").contains("lang=\"pt-BR\"");
    }
}
