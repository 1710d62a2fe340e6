package app.assessment.bootstrap.mail;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.mail.MailSender;
import app.assessment.bootstrap.testsupport.Mailbox;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** More mails in a row than the SMTP client's connection pool holds: none may stall. */
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
            mail.send(new MailMessage(to, "Mensagem " + i, "Olá " + i, null));
            assertThat((System.nanoTime() - started) / 1_000_000).as("mail %d send time in ms", i).isLessThan(5_000);
        }
        mailbox.awaitMail(to, 25);
        assertThat(mailbox.to(to)).hasSize(25);
    }
}
