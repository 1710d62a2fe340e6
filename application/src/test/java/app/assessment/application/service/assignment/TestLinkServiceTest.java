package app.assessment.application.service.assignment;

import app.assessment.application.fakes.InMemoryStatistics;
import app.assessment.application.service.statistics.StatisticsUpdater;
import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryAssignments;
import app.assessment.application.fakes.InMemoryAttemptInstances;
import app.assessment.application.fakes.NoDraws;
import app.assessment.application.service.attempt.AttemptInstances;
import app.assessment.application.service.attempt.FirstOpenInstances;
import app.assessment.application.fakes.InMemoryAttempts;
import app.assessment.application.service.attempt.AttemptGate;
import app.assessment.application.service.attempt.ShownForms;
import app.assessment.application.service.attempt.SubjectForms;
import app.assessment.application.service.attempt.SubmissionRecorder;
import app.assessment.application.fakes.InMemoryForms;
import app.assessment.application.fakes.InMemoryTestLinks;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.RecordingOutbox;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.assignment.TestLinkUseCases.Result;
import app.assessment.application.port.out.metrics.OperationalMetrics;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.form.Answer;
import app.assessment.domain.form.ChosenOption;
import app.assessment.domain.payment.AssignmentPayment;
import app.assessment.domain.payment.PaymentStatus;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TestLinkServiceTest {

    private static final List<Answer> RIGHT = List.of(new ChosenOption("q1", "o1"));

    private final FixedClock clock = new FixedClock(T0.plus(Duration.ofHours(1)));
    private final SequentialIds ids = new SequentialIds();
    private final InMemoryAssignments assignments = new InMemoryAssignments();
    private final InMemoryForms forms = new InMemoryForms();
    private final InMemoryTestLinks links = new InMemoryTestLinks(assignments);
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final RecordingOutbox outbox = new RecordingOutbox();
    private final InMemoryAttempts attempts = links.attempts;
    private final TestLinkService service = new TestLinkService(links, new SubjectForms(forms,
            new AttemptInstances(new NoDraws(), new InMemoryAttemptInstances(attempts), attempts, ids, clock,
            new FirstOpenInstances(), new ShownForms())), links, links,
            new AttemptGate(), new SubmissionRecorder(assignments, attempts, links, audit, ids, OperationalMetrics.NONE,
            Samples.notifications(outbox, ids, clock), new StatisticsUpdater(new InMemoryStatistics(), new InMemoryAttemptInstances(new InMemoryAttempts()), new NoDraws())), audit, clock);

    private final Assignment assignment = assignments.put(Samples.assignment("a1", forms.put(Samples.form("f1", "prof1", true, false)).id(),
            new StudentParticipant("s1"), "prof1"));

    @Test
    void submit_open_storesTheCompletionTheDomainDecided() {
        Result result = service.submit(assignment.token(), RIGHT, "198.51.100.4");

        assertThat(assignments.completions).containsExactly(assignment.complete(clock.now()));
        assertThat(assignments.byId.get("a1").status()).isEqualTo(AssignmentStatus.COMPLETED);
        assertThat(result.score().total()).isEqualByComparingTo(BigDecimal.ONE);
        assertThat(links.submissions).singleElement().satisfies(s -> {
            assertThat(s.id()).isEqualTo(result.submissionId());
            assertThat(s.participantName()).isEqualTo(InMemoryTestLinks.PARTICIPANT_NAME);
        });
        assertThat(audit.last().action()).isEqualTo("submission.create");
        assertThat(audit.last().actor().ip()).isEqualTo("198.51.100.4");
        assertThat(outbox.enqueued).isNotEmpty();
    }

    @Test
    void submit_pendingCharge_isRefusedWithTheDomainsAnswer() {
        links.charge("a1", "pending");
        DomainException expected = catchThrowableOfType(DomainException.class,
                () -> AssignmentPayment.ensureTestCanStart(Optional.of(PaymentStatus.PENDING)));

        DomainException refused = catchThrowableOfType(DomainException.class, () -> service.submit(assignment.token(), RIGHT, null));

        assertThat(refused).isNotNull();
        assertThat(List.of(refused.kind(), refused.code(), refused.getMessage()))
                .isEqualTo(List.of(expected.kind(), expected.code(), expected.getMessage()));
        assertThat(assignments.completions).isEmpty();
        assertThat(links.submissions).isEmpty();
        assertThat(audit.entries).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"paid", "exempt", "cancelled"})
    void submit_chargeThatNoLongerAwaitsPayment_completes(String status) {
        links.charge("a1", status);

        service.submit(assignment.token(), RIGHT, null);

        assertThat(assignments.byId.get("a1").status()).isEqualTo(AssignmentStatus.COMPLETED);
    }

    @Test
    void open_showsThePaymentDueOnlyWhileTheDomainSaysItIs() {
        links.charge("a1", "paid");
        assertThat(service.open(assignment.token()).paymentDue()).isEmpty();

        links.charge("a1", "pending");
        assertThat(service.open(assignment.token()).paymentDue()).map(d -> d.status()).contains("pending");
    }

    @Test
    void submit_afterTheWindowClosed_isRefusedAsTheDomainAnswersIt() {
        Assignment closing = assignments.put(Assignment.assign("a2", Samples.ORG, "f1", new StudentParticipant("s1"), "prof1",
                "token-a2", null, T0.plus(Duration.ofMinutes(30)), T0));
        DomainException expected = catchThrowableOfType(DomainException.class, () -> closing.complete(clock.now()));

        DomainException refused = catchThrowableOfType(DomainException.class, () -> service.submit("token-a2", RIGHT, null));

        assertThat(refused.code()).isEqualTo(expected.code());
        assertThat(refused.getMessage()).isEqualTo(expected.getMessage());
        assertThat(assignments.completions).isEmpty();
    }

    @Test
    void submit_secondTime_isRefusedAndStoresNothingMore() {
        service.submit(assignment.token(), RIGHT, null);

        DomainException second = catchThrowableOfType(DomainException.class, () -> service.submit(assignment.token(), RIGHT, null));

        assertThat(second.code()).isEqualTo("ASSIGNMENT_COMPLETED");
        assertThat(links.submissions).hasSize(1);
    }

    @Test
    void submit_anotherSubmitCompletedItMeanwhile_conflictAndNoSubmission() {
        assignments.completedMeanwhile.add("a1");

        DomainException lost = catchThrowableOfType(DomainException.class, () -> service.submit(assignment.token(), RIGHT, null));

        assertThat(lost.kind()).isEqualTo(DomainException.Kind.CONFLICT);
        assertThat(lost.code()).isEqualTo("ASSIGNMENT_COMPLETED");
        assertThat(links.submissions).isEmpty();
        assertThat(audit.entries).isEmpty();
    }

    @Test
    void submit_answerOutsideTheForm_invalidAndNothingStored() {
        DomainException invalid = catchThrowableOfType(DomainException.class,
                () -> service.submit(assignment.token(), List.of(new ChosenOption("q1", "elsewhere")), null));

        assertThat(invalid.kind()).isEqualTo(DomainException.Kind.INVALID);
        assertThat(assignments.completions).isEmpty();
        assertThat(links.submissions).isEmpty();
    }

    @Test
    void submit_unknownToken_notFound() {
        DomainException missing = catchThrowableOfType(DomainException.class, () -> service.submit("nope", RIGHT, null));

        assertThat(missing.kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
    }
}
