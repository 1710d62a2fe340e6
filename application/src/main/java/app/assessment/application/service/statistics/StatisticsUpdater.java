package app.assessment.application.service.statistics;

import app.assessment.application.port.out.attempt.AttemptInstanceStore;
import app.assessment.application.port.out.attempt.AttemptInstanceStore.AttemptRef;
import app.assessment.application.port.out.bank.DrawSource;
import app.assessment.application.port.out.statistics.StatisticsStore;
import app.assessment.application.port.out.statistics.StatisticsStore.Entry;
import app.assessment.domain.bank.BankQuestionVersion;
import app.assessment.domain.form.AttemptInstance;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Question;
import app.assessment.domain.statistics.AttemptSelection;
import app.assessment.domain.statistics.Observation;
import app.assessment.domain.statistics.Sums;
import app.assessment.domain.submission.Submission;
import jakarta.enterprise.context.ApplicationScoped;
import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Keeps the statistics' running sums in step with the four use cases that change a counted score
 * (submit, grade, regrade, the closing job), in their transaction: each change subtracts the
 * submission's old contribution and adds its new one (ADR 0055). A question drawn from a bank is
 * counted per version: the attempt's instance says which version each drawn question was.
 */
@ApplicationScoped
public class StatisticsUpdater {

    private final StatisticsStore store;
    private final AttemptInstanceStore instances;
    private final DrawSource drawSource;

    public StatisticsUpdater(StatisticsStore store, AttemptInstanceStore instances, DrawSource drawSource) {
        this.store = store;
        this.instances = instances;
        this.drawSource = drawSource;
    }

    /**
     * A new submission enters every selection it belongs to.
     *
     * @param form the form as the attempt showed it (through its instance, for a form that draws)
     */
    public void submitted(Form form, Submission submission) {
        Map<String, BigDecimal> asked = asked(form);
        Map<String, String> versions = Map.of();
        if (form.draws()) {
            AttemptRef ref = new AttemptRef(submission.assignmentId(), submission.attemptNumber());
            AttemptInstance instance = instances.byAttempt(List.of(ref.assignmentId())).get(ref);
            versions = instance == null ? Map.of() : versions(instance);
        }
        Observation observation = Observation.of(asked, versions, submission);
        Entry entry = new Entry(submission.id(), form.id(), submission.assignmentId(), submission.attemptNumber(),
                submission.counted(), submission.completedAt(), asked, versions, observation);
        store.saveAndAdd(entry, selections(entry), Sums.delta(null, observation));
    }

    /** A grade or a regrade: the old marks leave, the new ones enter, in the selections the submission is in. */
    public void regraded(Submission after) {
        Optional<Entry> stored = store.entry(after.id());
        if (stored.isEmpty()) {
            return; // Submitted before the statistics existed: a rebuild takes it in.
        }
        Entry entry = stored.get();
        Observation observation = Observation.of(entry.asked(), entry.versions(), after);
        store.save(entry.with(observation, entry.counted()));
        add(entry.formId(), selections(entry), Sums.delta(entry.observation(), observation));
    }

    /**
     * The grading policy chose again (another attempt completed): attempts that stopped counting leave the
     * COUNTED sums and those that started enter them.
     */
    public void countedChanged(String assignmentId, Set<Integer> counted) {
        for (Entry entry : store.entriesOfAssignment(assignmentId)) {
            boolean now = counted.contains(entry.attemptNumber());
            if (now == entry.counted()) {
                continue;
            }
            store.save(entry.with(entry.observation(), now));
            Sums delta = now ? Sums.delta(null, entry.observation()) : Sums.delta(entry.observation(), null);
            add(entry.formId(), EnumSet.of(AttemptSelection.COUNTED), delta);
        }
    }

    /**
     * Every submission of the form again, from its stored answers (maintenance: forms submitted before V51, bulk loads).
     * A form that draws is taken per attempt: the questions and versions of the attempt's instance, as its submit saw them.
     */
    public void rebuild(Form form, List<Submission> submissions) {
        store.clear(form.id());
        Map<AttemptSelection, Sums> sums = new java.util.EnumMap<>(AttemptSelection.class);
        Map<String, BigDecimal> fixed = asked(form);
        // Every instance, not only when the form draws now: it may have drawn when these attempts were given.
        Map<AttemptRef, AttemptInstance> given = instances.byAttempt(submissions.stream().map(Submission::assignmentId)
                .distinct().toList());
        Map<String, BankQuestionVersion> drawn = new HashMap<>();
        drawSource.versions(given.values().stream().flatMap(i -> i.versionIds().stream()).distinct().toList())
                .forEach(v -> drawn.put(v.versionId(), v));
        for (Submission s : submissions) {
            AttemptInstance instance = given.get(new AttemptRef(s.assignmentId(), s.attemptNumber()));
            Map<String, BigDecimal> asked = instance == null ? fixed : asked(form, instance, drawn);
            Map<String, String> versions = instance == null ? Map.of() : versions(instance);
            Observation observation = Observation.of(asked, versions, s);
            Entry entry = new Entry(s.id(), form.id(), s.assignmentId(), s.attemptNumber(), s.counted(), s.completedAt(),
                    asked, versions, observation);
            store.save(entry);
            for (AttemptSelection selection : selections(entry)) {
                sums.computeIfAbsent(selection, k -> new Sums()).add(observation, 1);
            }
        }
        sums.forEach((selection, s) -> store.add(form.id(), EnumSet.of(selection), s));
    }

    private void add(String formId, Set<AttemptSelection> selections, Sums delta) {
        if (!selections.isEmpty() && !delta.isZero()) {
            store.add(formId, selections, delta);
        }
    }

    static Set<AttemptSelection> selections(Entry entry) {
        Set<AttemptSelection> in = EnumSet.noneOf(AttemptSelection.class);
        for (AttemptSelection selection : AttemptSelection.values()) {
            if (selection.includes(entry.attemptNumber(), entry.counted())) {
                in.add(selection);
            }
        }
        return in;
    }

    private static Map<String, BigDecimal> asked(Form form) {
        Map<String, BigDecimal> asked = new LinkedHashMap<>();
        form.questions().forEach(q -> asked.put(q.id(), q.bestPoints()));
        return asked;
    }

    /** What an attempt was asked, in its instance's order: the form's own questions it still has and the versions drawn. */
    private static Map<String, BigDecimal> asked(Form form, AttemptInstance instance, Map<String, BankQuestionVersion> drawn) {
        Map<String, BigDecimal> asked = new LinkedHashMap<>();
        for (AttemptInstance.Entry e : instance.entries()) {
            Optional<Question> q = e.drawn() ? Optional.ofNullable(drawn.get(e.versionId())).map(BankQuestionVersion::question)
                    : form.question(e.questionId());
            q.ifPresent(x -> asked.put(e.questionId(), x.bestPoints()));
        }
        return asked;
    }

    private static Map<String, String> versions(AttemptInstance instance) {
        Map<String, String> versions = new HashMap<>();
        instance.entries().stream().filter(AttemptInstance.Entry::drawn).forEach(e -> versions.put(e.questionId(), e.versionId()));
        return versions;
    }
}
