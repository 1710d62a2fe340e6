package app.assessment.bootstrap.mail;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.mail.MailSender;
import app.assessment.bootstrap.testsupport.Mailbox;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Many mails in a row through the real SMTP server, sent from a plain
 * thread. Sessions used to stall now and then until the server's 421: started off the event loop,
 * the mail client could lose the server's greeting (EventLoopMailer). Every mail arrives once.
 */
@QuarkusTest
class ManyMailsTest {

    @Inject
    MailSender mail;

    Mailbox mailbox;

    @Test
    void fifteenMailsInARow_allArrive() {
        String to = "many-" + UUID.randomUUID() + "@example.com";
        for (int i = 0; i < 15; i++) {
            mail.send(new MailMessage(to, "Mensagem " + i, "Olá " + i, null));
        }
        mailbox.awaitMail(to, 15);
        assertThat(mailbox.to(to)).extracting(Mailbox.Mail::subject).hasSize(15).doesNotHaveDuplicates();
    }
}
