package app.assessment.application.service.attempt;

import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryAttemptInstances;
import app.assessment.application.fakes.InMemoryAttempts;
import app.assessment.application.fakes.ListedDraws;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.out.assignment.TestLinkSubjects.Subject;
import app.assessment.application.port.out.attempt.AttemptInstanceStore;
import app.assessment.application.port.out.bank.DrawSource;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.domain.attempt.GradingPolicy;
import app.assessment.domain.attempt.Release;
import app.assessment.domain.bank.BankQuestionVersion;
import app.assessment.domain.form.AttemptInstance;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.FormLayout;
import app.assessment.domain.form.FormSection;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class AttemptInstancesTest {

    private final InMemoryAttempts attempts = new InMemoryAttempts();
    private final List<BankQuestionVersion> bank = IntStream.range(0, 10).mapToObj(i -> new BankQuestionVersion("v" + i, "b" + i, 1,
            null, List.of(), new Question("b" + i, "Banco " + i, 0, List.of(new Option("b" + i + "o1", "um", BigDecimal.ONE),
            new Option("b" + i + "o2", "dois", BigDecimal.ZERO))))).toList();
    private final DrawSource source = new ListedDraws(bank);
    private final CountingInstances store = new CountingInstances(new InMemoryAttemptInstances(attempts));
    private final AttemptInstances instances = new AttemptInstances(source, store, attempts, new SequentialIds(), new FixedClock(T0),
            new FirstOpenInstances(), new ShownForms());
    private final Assignment assignment = Samples.assignment("a1", "f1", new StudentParticipant("s1"), "prof1");

    private Form drawing() {
        Form plain = Samples.form("f1", "prof1", true, false);
        FormLayout layout = new FormLayout(List.of(new FormSection.Drawn(null, new FormSection.DrawRule("bank1", null, false,
                List.of(), 4), true)), true, true);
        return new Form(plain.id(), plain.organizationId(), plain.ownerId(), plain.title(), null, null, null, null, true, false,
                List.of(), List.of(), T0, null, AttemptSettings.DEFAULTS, layout);
    }

    private Subject subject(AttemptSettings settings) {
        return new Subject(assignment, "Aluna", Optional.empty(), "v1", settings, attempts.open(assignment.id()));
    }

    @Test
    void aTestTakenWithoutAStart_getsItsAttemptAndInstanceAtTheFirstRead_andKeepsThem() {
        Form first = instances.shown(subject(AttemptSettings.DEFAULTS), drawing());
        assertThat(first.questions()).hasSize(4);
        assertThat(attempts.byId).hasSize(1);
        for (int i = 0; i < 20; i++) {
            assertThat(instances.shown(subject(AttemptSettings.DEFAULTS), drawing())).isEqualTo(first);
        }
        assertThat(attempts.byId).hasSize(1);
    }

    @Test
    void aTestThatNeedsAStart_showsNoQuestionsBeforeIt_andStartsNothing() {
        AttemptSettings timed = new AttemptSettings(600, 30, 1, GradingPolicy.HIGHEST, 0, Release.IMMEDIATELY, Release.NEVER,
                Release.NEVER);
        assertThat(instances.shown(subject(timed), drawing()).questions()).isEmpty();
        assertThat(attempts.byId).isEmpty();
    }

    @Test
    void anOpenAttemptKnownToHaveAnInstance_showsTheKeptForm_withoutReadingTheInstanceAgain() {
        Form first = instances.shown(subject(AttemptSettings.DEFAULTS), drawing());
        Subject instanced = new Subject(assignment, "Aluna", Optional.empty(), "v1", AttemptSettings.DEFAULTS,
                attempts.open(assignment.id()), true);
        Form kept = instances.shown(instanced, drawing());
        int reads = store.reads;
        for (int i = 0; i < 20; i++) {
            assertThat(instances.shown(instanced, drawing())).isSameAs(kept);
        }
        assertThat(kept).isEqualTo(first);
        assertThat(store.reads).isEqualTo(reads);
        // Another form version is another key: rebuilt from the stored instance, the same questions.
        Subject edited = new Subject(assignment, "Aluna", Optional.empty(), "v2", AttemptSettings.DEFAULTS,
                attempts.open(assignment.id()), true);
        assertThat(instances.shown(edited, drawing())).isNotSameAs(kept).isEqualTo(first);
    }

    /** Counts the reads of stored instances, so a test can tell a kept form from one rebuilt. */
    private static final class CountingInstances implements AttemptInstanceStore {
        private final AttemptInstanceStore delegate;
        int reads;

        CountingInstances(AttemptInstanceStore delegate) {
            this.delegate = delegate;
        }

        @Override
        public void store(String attemptId, AttemptInstance instance) {
            delegate.store(attemptId, instance);
        }

        @Override
        public Optional<AttemptInstance> of(String attemptId) {
            reads++;
            return delegate.of(attemptId);
        }

        @Override
        public Optional<AttemptInstance> latestOf(String assignmentId) {
            reads++;
            return delegate.latestOf(assignmentId);
        }

        @Override
        public List<AttemptInstance> allOf(String assignmentId) {
            reads++;
            return delegate.allOf(assignmentId);
        }

        @Override
        public java.util.Map<AttemptRef, AttemptInstance> byAttempt(java.util.Collection<String> assignmentIds) {
            reads++;
            return delegate.byAttempt(assignmentIds);
        }
    }
}
