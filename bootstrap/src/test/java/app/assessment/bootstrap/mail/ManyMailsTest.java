package app.assessment.bootstrap.mail;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.mail.MailSender;
import app.assessment.bootstrap.testsupport.Mailbox;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Many mails in a row through the real SMTP server: none may stall (pipelined sessions once did). */
@QuarkusTest
class ManyMailsTest {

    @Inject
    MailSender mail;

    Mailbox mailbox;

    @Test
    void twentyFiveMailsInARow_allArrive() {
        String to = "many-" + UUID.randomUUID() + "@example.com";
        for (int i = 0; i < 25; i++) {
            long started = System.nanoTime();
            try {
                mail.send(new MailMessage(to, "Mensagem " + i, "Olá " + i, null));
            } catch (RuntimeException e) {
                throw new AssertionError("mail " + i + " failed after " + (System.nanoTime() - started) / 1_000_000 + " ms", e);
            }
            assertThat((System.nanoTime() - started) / 1_000_000).as("mail %d send time in ms", i).isLessThan(5_000);
        }
        mailbox.awaitMail(to, 25);
        assertThat(mailbox.to(to)).hasSize(25);
    }
}
