package app.assessment.application.service.statistics;

import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.InMemoryAttemptInstances;
import app.assessment.application.fakes.InMemoryAttempts;
import app.assessment.application.fakes.ListedDraws;
import app.assessment.application.fakes.InMemoryStatistics;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.out.bank.DrawSource;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.attempt.Attempt;
import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.domain.bank.BankQuestionVersion;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.AttemptInstance;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.FormLayout;
import app.assessment.domain.form.FormSection;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.statistics.AttemptSelection;
import app.assessment.domain.statistics.ItemAnalysis;
import app.assessment.domain.statistics.Sums;
import app.assessment.domain.submission.Submission;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A form that draws bank question b: version 1 worth 1 point, version 2 (after an edit) worth 2. The sums keep the
 * versions apart, each with the maximum its version had, and a rebuild from the attempts' instances gives the same.
 */
class StatisticsUpdaterVersionsTest {

    private final List<BankQuestionVersion> versions = List.of(
            new BankQuestionVersion("v1", "b", 1, null, List.of(), new Question("b", "Antes", 0,
                    List.of(new Option("o1", "certa", BigDecimal.ONE), new Option("o2", "errada", BigDecimal.ZERO)))),
            new BankQuestionVersion("v2", "b", 2, null, List.of(), new Question("b", "Depois", 0,
                    List.of(new Option("o1", "certa", BigDecimal.valueOf(2)), new Option("o3", "outra", BigDecimal.ZERO)))));
    private final DrawSource source = new ListedDraws(versions);
    private final InMemoryAttempts attempts = new InMemoryAttempts();
    private final InMemoryAttemptInstances instances = new InMemoryAttemptInstances(attempts);
    private final InMemoryStatistics store = new InMemoryStatistics();
    private final StatisticsUpdater updater = new StatisticsUpdater(store, instances, source);

    private static Form drawing() {
        Form plain = Samples.form("f1", "prof1", true, false);
        FormLayout layout = new FormLayout(List.of(new FormSection.Drawn(null, new FormSection.DrawRule("bank1", null, false,
                List.of(), 1), true)), false, false);
        return new Form(plain.id(), plain.organizationId(), plain.ownerId(), plain.title(), null, null, null, null, true, false,
                List.of(), List.of(), T0, null, AttemptSettings.DEFAULTS, layout);
    }

    /** Assignment {@code a} was given {@code version} and chose {@code option}; its submit records it. */
    private Submission sit(String a, int version, String option) {
        BankQuestionVersion v = versions.get(version - 1);
        Attempt attempt = Attempt.start("t" + a, Samples.ORG, a, 1, T0, AttemptSettings.DEFAULTS, null, null);
        attempts.addIfNoneOpen(attempt);
        AttemptInstance instance = new AttemptInstance(List.of(new AttemptInstance.Entry("b", v.versionId(), List.of())));
        instances.store(attempt.id(), instance);
        BigDecimal points = v.question().option(option).orElseThrow().points();
        Submission s = new Submission("s" + a, Samples.ORG, a, "f1", "Matemática", Participant.of("st" + a, null), "Caio", "prof1",
                new ScoreResult(points, v.question().bestPoints(), BigDecimal.ZERO, Optional.empty()), List.of(),
                List.of(new AnswerSnapshot("b", v.question().text(), option, option, points)), T0, false, 1, true);
        updater.submitted(instance.applyTo(drawing(), java.util.Map.of(v.versionId(), v)), s);
        return s;
    }

    @Test
    void eachVersionIsAnItemOfItsOwn_withItsOwnMaximum_andARebuildGivesTheSame() {
        List<Submission> all = new ArrayList<>();
        all.add(sit("a1", 1, "o1"));
        all.add(sit("a2", 2, "o1"));
        all.add(sit("a3", 2, "o3"));

        Sums sums = store.sums("f1", AttemptSelection.ALL);
        assertThat(sums.questions).containsOnlyKeys(Sums.key("b", "v1"), Sums.key("b", "v2"));
        Sums.Question first = sums.questions.get(Sums.key("b", "v1"));
        Sums.Question second = sums.questions.get(Sums.key("b", "v2"));
        assertThat(first.n).isEqualTo(1);
        assertThat(first.sMax).isEqualByComparingTo("1");
        assertThat(first.choices).containsOnlyKeys("o1");
        assertThat(second.n).isEqualTo(2);
        assertThat(second.sx).isEqualByComparingTo("2");
        assertThat(second.sMax).isEqualByComparingTo("4");
        assertThat(second.choices).containsOnlyKeys("o1", "o3");
        var before = ItemAnalysis.of(sums);
        assertThat(before.questions()).extracting(q -> q.questionVersionId() + " " + q.facility()).containsExactly("v1 1.0", "v2 0.5");

        // The base form has no question of its own: only the instances say what each attempt was asked.
        updater.rebuild(drawing(), all);
        for (AttemptSelection selection : AttemptSelection.values()) {
            assertThat(ItemAnalysis.of(store.sums("f1", selection))).as(selection.name()).isEqualTo(before);
        }
        assertThat(store.entry("sa2").orElseThrow().versions()).containsEntry("b", "v2");
    }
}
