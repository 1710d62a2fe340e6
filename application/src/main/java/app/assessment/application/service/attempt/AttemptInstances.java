package app.assessment.application.service.attempt;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.assignment.TestLinkSubjects.Subject;
import app.assessment.application.port.out.attempt.AttemptInstanceStore;
import app.assessment.application.port.out.attempt.AttemptRepository;
import app.assessment.application.port.out.bank.DrawSource;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.attempt.Attempt;
import app.assessment.domain.bank.BankQuestionVersion;
import app.assessment.domain.form.AttemptInstance;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.FormSection;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Draws an attempt's instance, keeps it with the attempt and shows the form through it (ADR 0053). */
@ApplicationScoped
public class AttemptInstances {

    private final DrawSource drawSource;
    private final AttemptInstanceStore store;
    private final AttemptRepository attempts;
    private final IdGenerator ids;
    private final Clock clock;
    private final FirstOpenInstances firstOpen;
    private final ShownForms shownForms;

    public AttemptInstances(DrawSource drawSource, AttemptInstanceStore store, AttemptRepository attempts, IdGenerator ids,
                            Clock clock, FirstOpenInstances firstOpen, ShownForms shownForms) {
        this.firstOpen = firstOpen;
        this.shownForms = shownForms;
        this.drawSource = drawSource;
        this.store = store;
        this.attempts = attempts;
        this.ids = ids;
        this.clock = clock;
    }

    /**
     * A new instance for the assignment's next attempt, unseen bank questions first. Conflict
     * {@code DRAW_UNAVAILABLE} when a bank no longer holds enough, before anything is written.
     */
    public AttemptInstance drawFor(Form form, Assignment assignment) {
        List<FormSection> sections = form.effectiveLayout().sections();
        Map<Integer, List<BankQuestionVersion>> candidates = new HashMap<>();
        for (int s = 0; s < sections.size(); s++) {
            if (sections.get(s) instanceof FormSection.Drawn drawn) {
                FormSection.DrawRule rule = drawn.draw();
                candidates.put(s, drawSource.candidates(assignment.organizationId(), rule.bankId(), rule.categoryId(),
                        rule.includeSubcategories(), rule.tags()));
            }
        }
        Set<String> seen = new HashSet<>();
        store.allOf(assignment.id()).forEach(i -> seen.addAll(i.drawnQuestionIds()));
        return AttemptInstance.draw(form, candidates, seen, new SplittableRandom());
    }

    public void store(Attempt attempt, AttemptInstance instance) {
        store.store(attempt.id(), instance);
    }

    /**
     * The form as the subject's attempt shows it. A test started without {@code start} gets its attempt (and
     * instance) at the first read that needs it; one that needs a start shows no questions until then. A read
     * of an instance already fixed runs no transaction of its own (the link's reload is the hot path), and while its
     * attempt is open no statement either: the subject's read says it has an instance, and the form it shows is kept in
     * memory ({@link ShownForms}).
     */
    public Form shown(Subject subject, Form form) {
        if (subject.openAttemptInstanced()) {
            String attemptId = subject.openAttempt().orElseThrow().id();
            Optional<Form> kept = shownForms.get(form.id(), subject.formVersion(), attemptId,
                    () -> store.of(attemptId).map(i -> apply(i, form)));
            if (kept.isPresent()) {
                return kept.get();
            }
        }
        Optional<AttemptInstance> instance = store.latestOf(subject.assignment().id());
        if (instance.isEmpty() && subject.openAttempt().isEmpty() && !subject.settings().startRequired()) {
            instance = firstOpen.fix(subject, form, this);
        }
        return instance.map(i -> apply(i, form)).orElseGet(() -> form.withQuestions(List.of()));
    }

    /** Draws and stores the first attempt of a test taken without a start; a concurrent first read's wins. */
    Optional<AttemptInstance> fixAtFirstOpen(Subject subject, Form form) {
        Assignment assignment = subject.assignment();
        AttemptInstance drawn = drawFor(form, assignment);
        Attempt attempt = Attempt.start(ids.newId(), assignment.organizationId(), assignment.id(), 1, clock.now(),
                subject.settings(), null, assignment.expiresAt());
        if (attempts.addIfNoneOpen(attempt)) {
            store.store(attempt.id(), drawn);
            return Optional.of(drawn);
        }
        return store.latestOf(assignment.id());
    }

    private Form apply(AttemptInstance instance, Form form) {
        Map<String, BankQuestionVersion> versions = drawSource.versions(instance.versionIds()).stream()
                .collect(Collectors.toMap(BankQuestionVersion::versionId, Function.identity()));
        return instance.applyTo(form, versions);
    }
}
