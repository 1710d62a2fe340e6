package app.assessment.bootstrap.notification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import app.assessment.application.port.in.notification.DispatchNotificationsUseCase;
import app.assessment.application.port.in.notification.DispatchNotificationsUseCase.Report;
import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.application.port.out.notification.NotificationSettings;
import app.assessment.bootstrap.testsupport.Mailbox;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.organization.Organization;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;

/**
 * A claimed batch goes out on several SMTP sessions at once (docs/adr/0032), never more than the
 * dispatcher's share of the SMTP bulkhead, each mail once, and one recipient's mails in order; the
 * next batch goes out while the first's last mails are still in flight.
 * The relay in front of the SMTP server holds every greeting until that many sessions are open at
 * once, so a dispatcher sending one mail at a time would wait out its session timeouts here.
 */
@QuarkusTest
@TestProfile(SmtpOutageTest.Profile.class)
class ConcurrentDispatchTest {

    private static final int MAILS = 30;
    private static final int SECOND_BATCH = 10;

    @Inject
    TestAccounts accounts;
    @Inject
    NotificationRows rows;
    @Inject
    DispatchNotificationsUseCase dispatcher;
    @Inject
    NotificationSettings settings;

    Mailbox mailbox;

    @Test
    void aBatchIsSentConcurrently_withinTheBulkhead_eachMailOnce_oneRecipientsMailsInOrder() {
        rows.quiesce();
        Organization org = accounts.organization();
        String reader = NotificationDeliveryTest.address();
        List<NewNotification> queued = new ArrayList<>();
        List<String> inOrder = new ArrayList<>();
        for (int i = 0; i < MAILS; i++) {
            if (i % 6 == 0) {
                inOrder.add("Em ordem " + inOrder.size());
                queued.add(Announcements.mail(org.id(), reader, inOrder.get(inOrder.size() - 1)));
            } else {
                queued.add(Announcements.mail(org.id(), NotificationDeliveryTest.address(), "Aviso " + i));
            }
        }
        rows.enqueue(queued);
        int bulkhead = ConfigProvider.getConfig().getValue(
                "quarkus.fault-tolerance.\"app.assessment.adapters.mail.SmtpCallLimit/send\".bulkhead.value", Integer.class);
        assertThat(settings.sendConcurrency()).as("a slot stays free for sign-in codes").isBetween(2, bulkhead - 1);
        SmtpOutageTest.smtp.holdGreetingsUntil(settings.sendConcurrency());
        SmtpOutageTest.smtp.mostSessionsAtOnce();

        Report report;
        try {
            report = dispatcher.dispatch();
        } finally {
            SmtpOutageTest.smtp.letGreetingsThrough();
        }

        assertThat(report).as("every mail sent at the first attempt: none refused by the bulkhead")
                .isEqualTo(new Report(MAILS, 0, 0, 0));
        // The held greetings prove sendConcurrency sessions were open at once; an idle pooled connection
        // left by an earlier test's mail (keep-alive) may be open beside them, never beyond the bulkhead.
        assertThat(SmtpOutageTest.smtp.mostSessionsAtOnce()).isBetween(settings.sendConcurrency(), bulkhead);
        for (NewNotification notification : queued) {
            if (!notification.recipientEmail().equals(reader)) {
                assertThat(mailbox.to(notification.recipientEmail())).singleElement()
                        .satisfies(mail -> assertThat(mail.header("Message-ID"))
                                .isEqualTo("<notification." + notification.id() + "@assessment.app>"));
            }
        }
        assertThat(mailbox.to(reader)).extracting(Mailbox.Mail::subject).containsExactlyElementsOf(inOrder);
        assertThat(dispatcher.dispatch()).as("nothing left").isEqualTo(new Report(0, 0, 0, 0));
    }

    /**
     * Senders freed by a batch claim the next one while a mail of the first is still in flight: no
     * sender waits for the slowest mail of a batch, its outcome statement and the next claim. One
     * recipient's mails still leave in order across the two batches.
     */
    @Test
    void whileOneMailOfABatchIsHeld_theNextBatchIsSent_andTheRecipientsLaterMailWaitsForIt() {
        rows.quiesce();
        Organization org = accounts.organization();
        String slow = NotificationDeliveryTest.address();
        List<NewNotification> queued = new ArrayList<>();
        queued.add(Announcements.mail(org.id(), slow, "Primeiro"));
        while (queued.size() < settings.batchSize()) {
            queued.add(Announcements.mail(org.id(), NotificationDeliveryTest.address(), "Aviso " + queued.size()));
        }
        queued.add(Announcements.mail(org.id(), slow, "Segundo"));
        List<String> secondBatch = new ArrayList<>();
        while (queued.size() < settings.batchSize() + SECOND_BATCH) {
            NewNotification other = Announcements.mail(org.id(), NotificationDeliveryTest.address(), "Aviso " + queued.size());
            queued.add(other);
            secondBatch.add(other.recipientEmail().toLowerCase(Locale.ROOT));
        }
        rows.enqueue(queued);
        SmtpOutageTest.smtp.forgetRecipients();
        Runnable release = SmtpOutageTest.smtp.holdNextMailTo(slow);

        CompletableFuture<Report> run = CompletableFuture.supplyAsync(dispatcher::dispatch);
        try {
            // Before the fix the second batch was claimed only once the held mail was through (after the
            // mailer's session timeout), so its recipients came after the held one.
            await().atMost(Duration.ofSeconds(30))
                    .until(() -> SmtpOutageTest.smtp.recipientsPassedOn().containsAll(secondBatch) || run.isDone());
        } finally {
            release.run();
        }

        assertThat(run.join()).as("each mail sent once, at its first attempt").isEqualTo(new Report(queued.size(), 0, 0, 0));
        List<String> passedOn = SmtpOutageTest.smtp.recipientsPassedOn();
        int held = passedOn.indexOf(slow.toLowerCase(Locale.ROOT));
        assertThat(passedOn.subList(0, held)).as("the second batch left while the first batch's mail was held")
                .containsAll(secondBatch);
        assertThat(mailbox.to(slow)).extracting(Mailbox.Mail::subject).containsExactly("Primeiro", "Segundo");
    }
}
