package app.assessment.application.service.payment;

import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.FlakyGateway;
import app.assessment.application.fakes.InMemoryAssignments;
import app.assessment.application.fakes.InMemoryCharges;
import app.assessment.application.fakes.InMemoryForms;
import app.assessment.application.fakes.InMemoryParticipants;
import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.fakes.InMemoryWithdrawals;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.RecordingOutbox;
import app.assessment.application.fakes.RecordingReconciliationQueue;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.payment.PaymentUseCases.CreateCommand;
import app.assessment.application.port.in.payment.ReceiveProviderEventUseCase;
import app.assessment.application.port.in.payment.WithdrawProviderChargesUseCase;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.application.port.out.payment.PaymentSettings;
import app.assessment.application.service.notification.NotificationEnqueuer;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.PaymentMethod;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.payment.PaymentStatus;
import app.assessment.domain.payment.ProviderOutcome;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The payment use cases around the provider, with the provider and the charges in memory. */
class PaymentServiceTest {

    private static final Caller ADMIN = Samples.caller(Role.ADMIN, "admin1");

    private final FixedClock clock = new FixedClock(T0.plus(Duration.ofHours(1)));
    private final SequentialIds ids = new SequentialIds();
    private final InMemoryAssignments assignments = new InMemoryAssignments();
    private final InMemoryForms forms = new InMemoryForms();
    private final InMemoryParticipants participants = new InMemoryParticipants();
    private final InMemoryCharges charges = new InMemoryCharges(assignments);
    private final FlakyGateway gateway = new FlakyGateway();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final RecordingReconciliationQueue queue = new RecordingReconciliationQueue();
    private final InMemoryWithdrawals withdrawals = new InMemoryWithdrawals();
    private final RecordingOutbox outbox = new RecordingOutbox();
    private final InMemoryUsers users = new InMemoryUsers();
    private final ProviderWithdrawalService withdrawalService;
    private final ProviderEventService events;
    private final PaymentService service;

    PaymentServiceTest() {
        NotificationEnqueuer notifications = Samples.notifications(outbox, ids, clock);
        PaymentLedger ledger = new PaymentLedger(charges, audit, clock, OperationalMetrics.NONE, notifications);
        LatePayments latePayments = new LatePayments(withdrawals, users, audit, notifications, ids, clock);
        PaymentTransitions transitions = new PaymentTransitions(ledger, charges, queue, withdrawals, latePayments, ids, clock);
        withdrawalService = new ProviderWithdrawalService(new ProviderWithdrawalSteps(withdrawals, audit, clock), gateway);
        events = new ProviderEventService(charges, entry -> true, ledger, queue, latePayments, clock);
        ChargeCreation creation = new ChargeCreation(ledger, charges, assignments, forms, participants, queue, audit,
                new PaymentSettings(3, ZoneId.of("America/Sao_Paulo"), Duration.ofMinutes(15), 50, 30), ids, clock);
        service = new PaymentService(creation, transitions, gateway, new ProviderSync(gateway, transitions), withdrawalService,
                ids, clock);
    }

    @BeforeEach
    void oneAssignmentOfAStudentWithADocument() {
        forms.put(Samples.form("f1", "prof1", true, false));
        participants.add(new StudentParticipant("s1"), "Caio Lima", "52998224725");
        assignments.put(Samples.assignment("a1", "f1", new StudentParticipant("s1"), "prof1"));
    }

    @Test
    void create_providerCharge_isRecordedPendingAndTheClaimReleased() {
        AssignmentPayment created = service.create(boleto());

        assertThat(created.status()).contains(PaymentStatus.PENDING);
        assertThat(created.linkedProviderPaymentId()).contains("pay_1");
        assertThat(gateway.created).singleElement().satisfies(r -> assertThat(r.payerDocument()).isEqualTo("52998224725"));
        assertThat(charges.claims).isEmpty();
        assertThat(queue.started).containsExactly(created.current().orElseThrow().id());
        assertThat(audit.actions()).containsExactly("payment.create");
    }

    @Test
    void create_localWriteFailsAfterTheProviderCreatedTheCharge_providerChargeIsDeleted() {
        IllegalStateException writeFailed = new IllegalStateException("connection lost");
        charges.failNextInsert = writeFailed;

        Throwable thrown = catchThrowable(() -> service.create(boleto()));

        assertThat(thrown).isSameAs(writeFailed);
        assertThat(gateway.deleted).containsExactly("pay_1");
        assertThat(charges.current).isEmpty();
        assertThat(charges.claims).as("the next create may start at once").isEmpty();
    }

    @Test
    void create_compensationAlsoFails_theWriteFailureIsThrownWithTheDeleteFailureAttached() {
        IllegalStateException writeFailed = new IllegalStateException("connection lost");
        DomainException deleteFailed = new DomainException(DomainException.Kind.UPSTREAM_FAILED, "PAYMENT_PROVIDER_UNAVAILABLE", "down");
        charges.failNextInsert = writeFailed;
        gateway.failDelete = deleteFailed;

        Throwable thrown = catchThrowable(() -> service.create(boleto()));

        assertThat(thrown).isSameAs(writeFailed);
        assertThat(thrown.getSuppressed()).containsExactly(deleteFailed);
        assertThat(charges.claims).isEmpty();
    }

    @Test
    void create_providerFails_nothingWrittenNothingToCompensate() {
        DomainException providerFailed = new DomainException(DomainException.Kind.UPSTREAM_FAILED, "PAYMENT_PROVIDER_UNAVAILABLE", "down");
        gateway.failCreate = providerFailed;

        assertThat(catchThrowable(() -> service.create(boleto()))).isSameAs(providerFailed);
        assertThat(charges.current).isEmpty();
        assertThat(charges.claims).isEmpty();
        assertThat(gateway.deleted).isEmpty();
        assertThat(audit.entries).isEmpty();
    }

    @Test
    void create_whileAnotherCreateHoldsTheClaim_conflictWithoutAskingTheProvider() {
        charges.claims.put("a1", clock.now());

        DomainException busy = catchThrowableOfType(DomainException.class, () -> service.create(boleto()));

        assertThat(busy.code()).isEqualTo("PAYMENT_ALREADY_ACTIVE");
        assertThat(gateway.created).isEmpty();
    }

    @Test
    void confirm_pendingProviderCharge_settledInCashThenWithdrawnAtTheProvider() {
        service.create(boleto());

        AssignmentPayment confirmed = service.confirm(ADMIN, "a1");

        assertThat(gateway.deleted).containsExactly("pay_1");
        assertThat(confirmed.status()).contains(PaymentStatus.PAID);
        assertThat(confirmed.current().orElseThrow().method()).isEqualTo(PaymentMethod.CASH);
        assertThat(charges.current.get("a1").status()).isEqualTo(PaymentStatus.PAID);
        assertThat(audit.actions()).containsExactly("payment.create", "payment.confirm", "payment.provider-withdrawn");
        assertThat(withdrawals.status("pay_1")).isEqualTo("withdrawn");
    }

    @Test
    void confirm_whileTheProviderIsDown_isRecordedAtOnce_andTheWithdrawalRetriedWithBackOff() {
        service.create(boleto());
        gateway.failDelete = new DomainException(DomainException.Kind.UPSTREAM_FAILED, "PAYMENT_PROVIDER_UNAVAILABLE", "down");

        AssignmentPayment confirmed = service.confirm(ADMIN, "a1");

        assertThat(confirmed.status()).contains(PaymentStatus.PAID);
        assertThat(audit.actions()).containsExactly("payment.create", "payment.confirm");
        assertThat(audit.last().changes()).containsEntry("withdrawal", "queued").containsEntry("providerPaymentId", "pay_1");
        assertThat(withdrawalService.withdrawDue()).as("not due before its back-off")
                .isEqualTo(new WithdrawProviderChargesUseCase.Report(0, 0, 0));
        clock.advance(Duration.ofSeconds(30));
        assertThat(withdrawalService.withdrawDue()).isEqualTo(new WithdrawProviderChargesUseCase.Report(0, 0, 1));
        clock.advance(Duration.ofSeconds(59));
        assertThat(withdrawalService.withdrawDue()).as("the second delay is a minute").isEqualTo(new WithdrawProviderChargesUseCase.Report(0, 0, 0));

        gateway.failDelete = null;
        clock.advance(Duration.ofSeconds(1));
        assertThat(withdrawalService.withdrawDue()).isEqualTo(new WithdrawProviderChargesUseCase.Report(1, 0, 0));
        assertThat(gateway.deleted).containsExactly("pay_1");
        assertThat(audit.actions()).containsExactly("payment.create", "payment.confirm", "payment.provider-withdrawn");
        assertThat(audit.last().changes()).containsEntry("attempts", 3);
        clock.advance(Duration.ofHours(2));
        assertThat(withdrawalService.withdrawDue()).isEqualTo(new WithdrawProviderChargesUseCase.Report(0, 0, 0));
    }

    @Test
    void exempt_providerRefusesTheWithdrawal_theExemptionStands_andTheRefusalIsAudited() {
        service.create(boleto());
        gateway.failDelete = new DomainException(DomainException.Kind.UNPROCESSABLE, "PAYMENT_PROVIDER_REJECTED", "received");

        AssignmentPayment exempt = service.exempt(ADMIN, "a1");

        assertThat(exempt.status()).contains(PaymentStatus.EXEMPT);
        assertThat(charges.current.get("a1").status()).isEqualTo(PaymentStatus.EXEMPT);
        assertThat(audit.actions()).containsExactly("payment.create", "payment.exempt", "payment.provider-withdrawal-refused");
        assertThat(audit.last().changes()).containsEntry("reason", "received");
        clock.advance(Duration.ofHours(2));
        assertThat(withdrawalService.withdrawDue()).as("a refusal is final").isEqualTo(new WithdrawProviderChargesUseCase.Report(0, 0, 0));
    }

    @Test
    void moneyReceivedAfterAConfirm_isALatePayment_theAdministratorsAreToldOnce_andTheWithdrawalStops() {
        users.add(Samples.user("admin1", Role.ADMIN));
        users.add(Samples.user("prof1", Role.PROFESSOR));
        service.create(boleto());
        gateway.failDelete = new DomainException(DomainException.Kind.UPSTREAM_FAILED, "PAYMENT_PROVIDER_UNAVAILABLE", "down");
        service.confirm(ADMIN, "a1");

        for (String eventId : List.of("evt_1", "evt_2")) {
            assertThat(events.receive(received(eventId))).isEqualTo(ReceiveProviderEventUseCase.Outcome.LATE_PAYMENT);
        }

        assertThat(charges.current.get("a1").status()).isEqualTo(PaymentStatus.PAID);
        assertThat(charges.current.get("a1").method()).isEqualTo(PaymentMethod.CASH);
        assertThat(audit.actions()).containsExactly("payment.create", "payment.confirm", "payment.late-payment");
        assertThat(audit.last().changes()).containsEntry("refundDue", true).containsEntry("eventId", "evt_1");
        assertThat(outbox.enqueued).filteredOn(n -> n.type() == NotificationType.PAYMENT_REFUND_DUE)
                .singleElement().satisfies(n -> assertThat(n.recipientUserId()).isEqualTo("admin1"));
        gateway.failDelete = null;
        clock.advance(Duration.ofHours(2));
        assertThat(withdrawalService.withdrawDue()).isEqualTo(new WithdrawProviderChargesUseCase.Report(0, 0, 0));
        assertThat(gateway.deleted).isEmpty();
    }

    @Test
    void confirm_withoutAnyCharge_settlesWithoutAskingTheProvider() {
        AssignmentPayment confirmed = service.confirm(ADMIN, "a1");

        assertThat(confirmed.status()).contains(PaymentStatus.PAID);
        assertThat(gateway.deleted).isEmpty();
    }

    @Test
    void cancel_pendingProviderCharge_deletedAtTheProviderAndCancelled() {
        service.create(boleto());

        AssignmentPayment cancelled = service.cancel(ADMIN, "a1");

        assertThat(gateway.deleted).containsExactly("pay_1");
        assertThat(cancelled.status()).contains(PaymentStatus.CANCELLED);
        assertThat(audit.last().changes()).containsEntry("providerPaymentId", "pay_1");
    }

    @Test
    void confirm_byAProfessor_forbiddenBeforeTheProviderIsAsked() {
        service.create(boleto());

        DomainException forbidden = catchThrowableOfType(DomainException.class,
                () -> service.confirm(Samples.caller(Role.PROFESSOR, "prof1"), "a1"));

        assertThat(forbidden.kind()).isEqualTo(DomainException.Kind.FORBIDDEN);
        assertThat(gateway.deleted).isEmpty();
    }

    private static ReceiveProviderEventUseCase.ProviderEvent received(String eventId) {
        return new ReceiveProviderEventUseCase.ProviderEvent(eventId, "PAYMENT_RECEIVED", ProviderOutcome.PAID, "pay_1", "a1",
                null, "203.0.113.9");
    }

    private static CreateCommand boleto() {
        return new CreateCommand(ADMIN, "a1", "BOLETO", new BigDecimal("49.90"), null);
    }
}
