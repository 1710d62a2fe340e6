package app.assessment.application.service.grading;

import app.assessment.application.fakes.NoDraws;

import app.assessment.application.fakes.InMemoryAttempts;

import app.assessment.application.fakes.InMemoryAttemptInstances;

import app.assessment.application.fakes.InMemoryStatistics;
import app.assessment.application.service.statistics.StatisticsUpdater;
import static app.assessment.application.fakes.Samples.ORG;
import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryAssignments;
import app.assessment.application.fakes.InMemoryForms;
import app.assessment.application.fakes.InMemorySubmissions;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.RecordingOutbox;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.grading.RegradeUseCase;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Grading;
import app.assessment.domain.form.NumberAnswer;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.TextAnswer;
import app.assessment.domain.form.ToleranceType;
import app.assessment.domain.notification.NotificationType;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.submission.Submission;
import app.assessment.domain.user.Role;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Issue 43 at the use-case level: who may grade, what a grade records and queues, and a regrade's dry run. */
class GradingAndRegradeServiceTest {

    private final FixedClock clock = new FixedClock(T0);
    private final SequentialIds ids = new SequentialIds();
    private final InMemorySubmissions submissions = new InMemorySubmissions();
    private final InMemoryAssignments assignments = new InMemoryAssignments();
    private final InMemoryForms forms = new InMemoryForms();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final RecordingOutbox outbox = new RecordingOutbox();
    private final InMemoryStatistics statistics = new InMemoryStatistics();
    private final GradedSubmissions graded = new GradedSubmissions(submissions, assignments, Samples.notifications(outbox, ids, clock),
            new StatisticsUpdater(statistics, new InMemoryAttemptInstances(new InMemoryAttempts()), new NoDraws()));
    private final GradingService grading = new GradingService(submissions, graded, audit, clock);
    private final RegradeService regrades = new RegradeService(forms, submissions, graded, audit, clock);

    private final Caller professor = Samples.caller(Role.PROFESSOR, "prof1");
    private final Form form = forms.put(new Form("f1", ORG, "prof1", "Prova", null, null, "TEST", "STUDENT", true, false, List.of(),
            List.of(new Question("nu", "g?", 0, List.of(), numeric("9.81"), null),
                    new Question("es", "Explique.", 1, List.of(), EssaySpec.of(BigDecimal.TEN, 100), null)), T0, null));
    private final Submission submission = submitted("s1", "a1");

    @Test
    void theQueue_isTheProfessorsOwn_andAGradeByAnotherProfessorIs404() {
        assertThat(grading.queue(professor, null, new PageRequest(1, 20)).items()).singleElement()
                .satisfies(p -> assertThat(p.answer().questionId()).isEqualTo("es"));
        assertThat(grading.queue(Samples.caller(Role.PROFESSOR, "prof2"), null, new PageRequest(1, 20)).items()).isEmpty();
        assertThat(grading.queue(Samples.caller(Role.ADMIN, "adm"), "other-form", new PageRequest(1, 20)).items()).isEmpty();

        assertThatThrownBy(() -> grading.grade(Samples.caller(Role.PROFESSOR, "prof2"), "s1", "es", BigDecimal.ONE, null))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.kind()).isEqualTo(DomainException.Kind.NOT_FOUND));
        assertThat(audit.entries).isEmpty();
    }

    @Test
    void theLastGrade_queuesTheParticipantsMail_once_andEveryGradeIsAudited() {
        Submission first = grading.grade(professor, "s1", "es", new BigDecimal("8"), "Bom.");
        Submission second = grading.grade(professor, "s1", "es", new BigDecimal("6"), null);

        assertThat(first.pendingGrading()).isFalse();
        assertThat(first.score().total()).isEqualByComparingTo("12");
        assertThat(second.score().total()).isEqualByComparingTo("10");
        assertThat(submissions.byId.get("s1")).isEqualTo(second);
        assertThat(outbox.enqueued).filteredOn(n -> n.type() == NotificationType.SUBMISSION_GRADED).hasSize(1);
        assertThat(audit.actions()).containsExactly("submission.grade", "submission.grade");
        assertThat(audit.last().changes().get("points").toString()).contains("old=8.00").contains("new=6.00");
    }

    @Test
    void aDryRun_answersTheDeltasACommitApplies_andASecondCommitChangesNothing() {
        submitted("s2", "a2");
        forms.put(new Form("f1", ORG, "prof1", "Prova", null, null, "TEST", "STUDENT", true, false, List.of(),
                List.of(new Question("nu", "g?", 0, List.of(), numeric("10"), null),
                        new Question("es", "Explique.", 1, List.of(), EssaySpec.of(BigDecimal.TEN, 100), null)), T0, null));
        List<RegradeUseCase.Request> rescore = List.of(new RegradeUseCase.Request("nu", "RESCORE"));

        RegradeUseCase.Result dryRun = regrades.regrade(professor, "f1", rescore, true);
        assertThat(submissions.byId.get("s1")).isEqualTo(submission);
        RegradeUseCase.Result committed = regrades.regrade(professor, "f1", rescore, false);

        assertThat(committed.changes()).isEqualTo(dryRun.changes()).hasSize(2);
        assertThat(committed.changes()).allSatisfy(c -> assertThat(c.newTotal()).isEqualByComparingTo("0"));
        assertThat(regrades.regrade(professor, "f1", rescore, false).changes()).isEmpty();
        assertThat(audit.actions()).containsExactly("submission.regrade", "submission.regrade");
        assertThatThrownBy(() -> regrades.regrade(professor, "f1", List.of(new RegradeUseCase.Request("nu", "RESCORE"),
                new RegradeUseCase.Request("nu", "EXCLUDE")), true)).isInstanceOfSatisfying(DomainException.class,
                e -> assertThat(e.field()).contains("questions[1].questionId"));
        assertThatThrownBy(() -> regrades.regrade(Samples.caller(Role.PROFESSOR, "prof2"), "f1", rescore, true))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.kind()).isEqualTo(DomainException.Kind.NOT_FOUND));
    }

    private Submission submitted(String id, String assignmentId) {
        assignments.put(Samples.assignment(assignmentId, form.id(), new StudentParticipant("st-" + id), "prof1"));
        Grading g = form.grade(List.of(NumberAnswer.parse("nu", "9.81"), new TextAnswer("es", "Luz.")));
        return submissions.put(new Submission(id, ORG, assignmentId, form.id(), form.title(), new StudentParticipant("st-" + id),
                "Ana", "prof1", g.result(), form.scoreRanges(), g.snapshots(), T0, g.pendingGrading()));
    }

    private static NumericSpec numeric(String value) {
        return new NumericSpec(List.of(new NumericSpec.Accepted(new BigDecimal(value), BigDecimal.ZERO, ToleranceType.ABSOLUTE,
                new BigDecimal("4"))));
    }
}
