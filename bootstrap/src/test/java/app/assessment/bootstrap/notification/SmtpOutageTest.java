package app.assessment.bootstrap.notification;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.bootstrap.testsupport.Mailbox;
import app.assessment.bootstrap.testsupport.TcpRelay;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.bootstrap.testsupport.TestClock;
import app.assessment.domain.notification.RetryBackoff;
import app.assessment.domain.organization.Organization;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The SMTP server goes away and comes back: notifications wait in the queue, then leave once. */
@QuarkusTest
@TestProfile(SmtpOutageTest.Profile.class)
class SmtpOutageTest {

    static TcpRelay smtp;

    /** The mailer reaches the suite's SMTP server through a relay the test can cut. */
    public static class Profile implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            synchronized (SmtpOutageTest.class) {
                if (smtp == null) {
                    smtp = new TcpRelay("127.0.0.1", Integer.getInteger("quarkus.mailer.port"));
                }
            }
            return Map.of("quarkus.mailer.port", String.valueOf(smtp.port()));
        }
    }

    @Inject
    TestAccounts accounts;
    @Inject
    NotificationRows rows;
    @Inject
    DispatchNotificationsUseCase dispatcher;
    @Inject
    TestClock clock;
    @Inject
    EntityManager em;

    Mailbox mailbox;

    @BeforeEach
    void setUp() {
        rows.quiesce();
        clock.freezeAt(Instant.now());
    }

    @AfterEach
    void tearDown() {
        smtp.up();
        smtp.letGreetingsThrough();
        clock.reset();
    }

    @Test
    void smtpDownThenUp_theMailIsQueuedThenSentOnce() {
        Organization org = accounts.organization();
        NewNotification notification = Announcements.mail(org.id(), NotificationDeliveryTest.address(), "Aviso");
        rows.enqueue(List.of(notification));
        smtp.down();

        assertThat(dispatcher.dispatch().retried()).isEqualTo(1);
        assertThat(row(notification.id())).containsExactly("queued", 1, true);
        clock.advance(Duration.ofSeconds(30));
        assertThat(dispatcher.dispatch().retried()).as("not before its back-off").isZero();

        smtp.up();
        clock.advance(Duration.ofSeconds(31));
        assertThat(dispatcher.dispatch().sent()).isEqualTo(1);
        assertThat(dispatcher.dispatch().sent()).isZero();

        assertThat(mailbox.awaitMail(notification.recipientEmail(), 1).subject()).isEqualTo("Aviso");
        assertThat(mailbox.to(notification.recipientEmail())).hasSize(1);
        assertThat(row(notification.id())).containsExactly("sent", 2, false);
    }

    @Test
    void everyRetryFailing_endsFailed_withTheLastError() {
        Organization org = accounts.organization();
        NewNotification notification = Announcements.mail(org.id(), NotificationDeliveryTest.address(), "Aviso");
        rows.enqueue(List.of(notification));
        smtp.down();

        for (Duration delay : RetryBackoff.DELAYS) {
            assertThat(dispatcher.dispatch().retried()).isEqualTo(1);
            clock.advance(delay.plusSeconds(1));
        }
        assertThat(dispatcher.dispatch().failed()).isEqualTo(1);

        assertThat(row(notification.id())).containsExactly("failed", RetryBackoff.DELAYS.size() + 1, true);
        assertThat(dispatcher.dispatch()).isEqualTo(new DispatchNotificationsUseCase.Report(0, 0, 0, 0));
    }

    /** status, attempts, whether a last error is recorded. */
    @Transactional
    List<Object> row(String id) {
        Object[] r = (Object[]) em.createNativeQuery("select status, attempts, last_error is not null from notifications where id = ?1")
                .setParameter(1, id).getSingleResult();
        return List.of(r[0], ((Number) r[1]).intValue(), r[2]);
    }
}
