package app.assessment.bootstrap.mail;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.awaitility.Awaitility.await;

import app.assessment.application.port.out.mail.MailMessage;
import app.assessment.application.port.out.mail.MailSender;
import app.assessment.domain.shared.DomainException;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A stalled SMTP server holds at most the configured number of request threads, each for a bounded time. */
@QuarkusTest
@TestProfile(StalledSmtp.Profile.class)
class StalledMailServerTest {

    @Inject
    MailSender mail;

    @Test
    void aSendBeyondTheLimit_failsAtOnce_andStalledSessions_areGivenUpAndTriedOnceMore() throws Exception {
        ExecutorService senders = Executors.newFixedThreadPool(StalledSmtp.MAX_CONCURRENT_SENDS);
        try {
            List<Future<?>> inFlight = new ArrayList<>();
            for (int i = 0; i < StalledSmtp.MAX_CONCURRENT_SENDS; i++) {
                inFlight.add(senders.submit(() -> mail.send(message())));
            }
            await().until(() -> StalledSmtp.connections() == StalledSmtp.MAX_CONCURRENT_SENDS);

            assertThatThrownBy(() -> mail.send(message())).isInstanceOfSatisfying(DomainException.class,
                    e -> assertThat(e.code()).isEqualTo("MAIL_UNAVAILABLE"));
            assertThat(StalledSmtp.connections()).isEqualTo(StalledSmtp.MAX_CONCURRENT_SENDS);

            for (Future<?> send : inFlight) {
                assertThatThrownBy(() -> send.get(StalledSmtp.TIMEOUT_MS * 5L, TimeUnit.MILLISECONDS))
                        .isInstanceOf(ExecutionException.class).hasCauseInstanceOf(DomainException.class);
            }
            assertThat(StalledSmtp.connections()).as("each stalled session was given up and tried once more")
                    .isEqualTo(2 * StalledSmtp.MAX_CONCURRENT_SENDS);
            assertThatThrownBy(() -> mail.send(message())).as("the slots are free again: the next send reaches the server")
                    .isInstanceOf(DomainException.class);
            assertThat(StalledSmtp.connections()).isEqualTo(2 * StalledSmtp.MAX_CONCURRENT_SENDS + 2);
        } finally {
            senders.shutdownNow();
        }
    }

    private static MailMessage message() {
        return new MailMessage("someone@example.com", "Código", "123456", null);
    }
}
