package app.assessment.bootstrap.notification;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.bootstrap.testsupport.Mailbox;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/** Two dispatchers on one queue, as two instances: every mail leaves exactly once. */
@QuarkusTest
class DispatchRaceTest {

    private static final int MAILS = 120;

    @Inject
    TestAccounts accounts;
    @Inject
    NotificationRows rows;
    @Inject
    DispatchNotificationsUseCase dispatcher;

    Mailbox mailbox;

    @Test
    void twoDispatchersRacingForTheSameRows_sendEachMailExactlyOnce() throws Exception {
        rows.quiesce();
        Organization org = accounts.organization();
        List<NewNotification> queued = new ArrayList<>();
        for (int i = 0; i < MAILS; i++) {
            queued.add(Announcements.mail(org.id(), NotificationDeliveryTest.address(), "Aviso " + i));
        }
        rows.enqueue(queued);

        ExecutorService instances = Executors.newFixedThreadPool(2);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<DispatchNotificationsUseCase.Report>> runs = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                runs.add(instances.submit(() -> {
                    start.await();
                    return dispatcher.dispatch();
                }));
            }
            start.countDown();
            int sent = 0;
            for (Future<DispatchNotificationsUseCase.Report> run : runs) {
                sent += run.get().sent();
            }
            assertThat(sent).isEqualTo(MAILS);
        } finally {
            instances.shutdownNow();
        }
        for (NewNotification notification : queued) {
            assertThat(mailbox.to(notification.recipientEmail())).as(notification.recipientEmail()).hasSize(1);
        }
        assertThat(dispatcher.dispatch().sent()).as("nothing left to send").isZero();
    }
}
