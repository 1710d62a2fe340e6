package app.assessment.application.service.notification;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.RecordingOutbox;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.payment.Amount;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.Charge;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.payment.PaymentStatus;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NotificationEnqueuerTest {

    private static final Instant OPENS = Samples.T0.plus(Duration.ofDays(2));
    private static final Instant CLOSES = Samples.T0.plus(Duration.ofDays(9));

    private final FixedClock clock = new FixedClock(Samples.T0);
    private final RecordingOutbox outbox = new RecordingOutbox();
    /** Samples' settings: reminders 24 hours before each end of the window. */
    private final NotificationEnqueuer enqueuer = Samples.notifications(outbox, new SequentialIds(), clock);
    private final Assignment assignment = Assignment.assign("a1", Samples.ORG, "f1", new StudentParticipant("s1"), "prof1", "tok",
            OPENS, CLOSES, Samples.T0);

    @Test
    void aNewAssignment_mailsItsLinkNow_andSchedulesAReminderBeforeEachEndOfItsWindow() {
        enqueuer.assignmentCreated(assignment);

        assertThat(outbox.enqueues).isEqualTo(1);
        assertThat(outbox.remindersWithdrawn).isEmpty();
        assertThat(outbox.enqueued).extracting(NewNotification::type, NewNotification::status, NewNotification::scheduledFor)
                .containsExactly(
                        tuple(NotificationType.ASSIGNMENT_CREATED, NotificationStatus.QUEUED, Samples.T0),
                        tuple(NotificationType.ASSIGNMENT_REMINDER, NotificationStatus.SCHEDULED,
                                OPENS.minus(Duration.ofHours(24))),
                        tuple(NotificationType.ASSIGNMENT_REMINDER, NotificationStatus.SCHEDULED,
                                CLOSES.minus(Duration.ofHours(24))));
        assertThat(outbox.enqueued.get(1).payload()).containsEntry("about", "opens").containsEntry("windowEdge", OPENS.toString());
    }

    @Test
    void aCancellation_tellsTheParticipantWhy_andWithdrawsTheReminders() {
        enqueuer.assignmentCancelled(assignment.cancel("The course was moved to May", Samples.T0));

        assertThat(outbox.enqueued).singleElement().satisfies(n -> {
            assertThat(n.type()).isEqualTo(NotificationType.ASSIGNMENT_CANCELLED);
            assertThat(n.payload()).containsEntry("reason", "The course was moved to May");
        });
        assertThat(outbox.remindersWithdrawn).containsExactly("a1");
    }

    @Test
    void aReactivation_schedulesTheRemindersAnew_inPlaceOfAnyLeft() {
        enqueuer.assignmentReactivated(assignment);

        assertThat(outbox.enqueued).extracting(NewNotification::type).containsOnly(NotificationType.ASSIGNMENT_REMINDER).hasSize(2);
        assertThat(outbox.remindersWithdrawn).containsExactly("a1");
    }

    @Test
    void aSubmission_tellsTheAssigningTeacherOnBothChannels_withTheScore() {
        ScoreResult score = new ScoreResult(new BigDecimal("7.0"), BigDecimal.TEN, new BigDecimal("70.00"), Optional.empty());

        enqueuer.submissionReceived(assignment, "Lia", "Álgebra", score);

        assertThat(outbox.enqueued).extracting(NewNotification::channel)
                .containsExactlyInAnyOrder(NotificationChannel.EMAIL, NotificationChannel.IN_APP);
        assertThat(outbox.enqueued).allSatisfy(n -> {
            assertThat(n.recipientUserId()).isEqualTo("prof1");
            assertThat(n.payload()).containsEntry("score", "7 / 10").containsEntry("percentage", "70%").containsEntry("label", "");
        });
        assertThat(outbox.remindersWithdrawn).containsExactly("a1");
    }

    @Test
    void aNewPendingCharge_asksForPayment_andTheSameChargeAgainAsksNothing() {
        Charge pending = pending();
        AssignmentPayment before = AssignmentPayment.none("a1", Samples.ORG);

        enqueuer.paymentChanged(before, AssignmentPayment.of(pending));
        enqueuer.paymentChanged(AssignmentPayment.of(pending), AssignmentPayment.of(pending));

        assertThat(outbox.enqueued).singleElement().satisfies(n -> {
            assertThat(n.type()).isEqualTo(NotificationType.PAYMENT_REQUESTED);
            assertThat(n.payload()).containsEntry("paymentLink", "https://pay.example/c1").containsEntry("amount", "49.90");
        });
    }

    @Test
    void aChargeThatBecamePaid_isConfirmedByMail_andInTheAppToTheTeacher() {
        Charge pending = pending();
        Instant paidAt = Samples.T0.plus(Duration.ofHours(1));
        Charge paid = new Charge("c1", "a1", Samples.ORG, PaymentMethod.PIX, pending.amount(), PaymentStatus.PAID, pending.providerPaymentId(),
                pending.paymentLink(), null, null, null, paidAt, null, Samples.T0, paidAt);

        enqueuer.paymentChanged(AssignmentPayment.of(pending), AssignmentPayment.of(paid));

        assertThat(outbox.enqueued).extracting(NewNotification::type).containsOnly(NotificationType.PAYMENT_CONFIRMED);
        assertThat(outbox.enqueued).extracting(NewNotification::channel, NewNotification::toAssigningTeacher).containsExactly(
                tuple(NotificationChannel.EMAIL, false),
                tuple(NotificationChannel.IN_APP, true));
    }

    @Test
    void aRefundDue_reachesEachAdministrator_andNoneWritesNothing() {
        enqueuer.refundDue(AssignmentPayment.of(pending()), List.of("adm1", "adm2"));
        enqueuer.refundDue(AssignmentPayment.of(pending()), List.of());

        assertThat(outbox.enqueues).isEqualTo(1);
        assertThat(outbox.enqueued).extracting(NewNotification::recipientUserId).containsExactly("adm1", "adm2");
        assertThat(outbox.enqueued).allSatisfy(n -> assertThat(n.type()).isEqualTo(NotificationType.PAYMENT_REFUND_DUE));
    }

    private static Charge pending() {
        return new Charge("c1", "a1", Samples.ORG, PaymentMethod.PIX, new Amount(new BigDecimal("49.90")), PaymentStatus.PENDING, "pay_1",
                "https://pay.example/c1", "qr", "qr-text", null, null, null, Samples.T0, Samples.T0);
    }
}
