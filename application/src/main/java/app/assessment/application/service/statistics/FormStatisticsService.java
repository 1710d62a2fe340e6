package app.assessment.application.service.statistics;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.statistics.FormStatisticsUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.audit.AuditFeed;
import app.assessment.application.port.out.bank.DrawSource;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.application.port.out.statistics.StatisticsRenderer;
import app.assessment.application.port.out.statistics.StatisticsStore;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.bank.BankQuestionVersion;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.Question;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.statistics.AttemptSelection;
import app.assessment.domain.statistics.ItemAnalysis;
import app.assessment.domain.statistics.Report;
import app.assessment.domain.statistics.Sums;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

@ApplicationScoped
public class FormStatisticsService implements FormStatisticsUseCase {

    private final FormRepository forms;
    private final StatisticsStore store;
    private final SubmissionRepository submissions;
    private final StatisticsUpdater updater;
    private final AuditTrail auditTrail;
    private final Clock clock;
    private final AuditFeed feed;
    private final StatisticsRenderer renderer;
    private final DrawSource drawSource;

    public FormStatisticsService(FormRepository forms, StatisticsStore store, SubmissionRepository submissions,
                                 StatisticsUpdater updater, AuditTrail auditTrail, Clock clock, AuditFeed feed,
                                 StatisticsRenderer renderer, DrawSource drawSource) {
        this.drawSource = drawSource;
        this.forms = forms;
        this.store = store;
        this.submissions = submissions;
        this.updater = updater;
        this.auditTrail = auditTrail;
        this.clock = clock;
        this.feed = feed;
        this.renderer = renderer;
    }

    @Override
    @ActivateRequestContext
    @Transactional
    public byte[] pdf(Caller caller, String formId, AttemptSelection selection, Instant from, Instant to) {
        FormStatistics s = report(caller, formId, selection, from, to);
        List<String> labels = s.report().questions().stream().map(q -> label(s, q)).toList();
        return renderer.render(new StatisticsRenderer.StatisticsDocument(s.form().title(), selection.name(), clock.now(),
                s.report(), labels));
    }

    /** "3. text" for a form's own question; "text (v2)" for a bank version, which has no fixed position. */
    private static String label(FormStatistics s, Report.QuestionFigures q) {
        Integer version = s.versionNumber(q);
        if (q.questionVersionId() != null) {
            return s.question(q).map(Question::text).orElse(q.questionId()) + " (v" + (version == null ? "?" : version) + ")";
        }
        List<Question> asked = s.form().questions();
        return s.form().question(q.questionId()).map(x -> (asked.indexOf(x) + 1) + ". " + x.text()).orElse(q.questionId());
    }

    /** The report with the bank versions it names (cached in process: versions never change). */
    private FormStatistics statistics(Form form, AttemptSelection selection, Instant from, Instant to, long version, Report report) {
        List<String> ids = report.questions().stream().map(Report.QuestionFigures::questionVersionId).filter(Objects::nonNull).toList();
        Map<String, BankQuestionVersion> versions = new HashMap<>();
        if (!ids.isEmpty()) {
            drawSource.versions(ids).forEach(v -> versions.put(v.versionId(), v));
        }
        return new FormStatistics(form, selection, from, to, version, report, versions);
    }

    @Override
    public AutoCloseable onCommit(Runnable listener) {
        return feed.subscribe(batch -> listener.run());
    }

    /**
     * Without a range: the running sums, O(questions) plus the histograms. With one: the range's stored
     * contributions summed again, O(submissions in the range), as exact as the running sums (ADR 0055).
     */
    @Override
    @ActivateRequestContext
    @Transactional
    public FormStatistics report(Caller caller, String formId, AttemptSelection selection, Instant from, Instant to) {
        Form form = readable(caller, formId);
        if (from != null && to != null && from.isAfter(to)) {
            throw DomainException.invalid("from", "must not be after to");
        }
        long version = store.version(form.id());
        Sums sums;
        if (from == null && to == null) {
            sums = store.sums(form.id(), selection);
        } else {
            sums = new Sums();
            for (var entry : store.entries(form.id(), from, to)) {
                if (selection.includes(entry.attemptNumber(), entry.counted())) {
                    sums.add(entry.observation(), 1);
                }
            }
        }
        return statistics(form, selection, from, to, version, ItemAnalysis.of(sums));
    }

    @Override
    @ActivateRequestContext
    @Transactional
    public long version(Caller caller, String formId) {
        return store.version(readable(caller, formId).id());
    }

    /** Every submission of the form is locked meanwhile, as a regrade locks them. */
    @Override
    @Transactional
    public FormStatistics rebuild(Caller caller, String formId) {
        if (!Permissions.seesAllOfOrganization(caller.role())) {
            throw new DomainException(DomainException.Kind.FORBIDDEN, "FORBIDDEN", "Only administrators rebuild statistics");
        }
        Form form = readable(caller, formId);
        var all = submissions.lockAllOfForm(caller.organizationId(), form.id());
        updater.rebuild(form, all);
        auditTrail.record(new AuditEntry(clock.now(), caller.actor(), "statistics.rebuild", "Form", form.id(),
                Map.of("submissions", all.size())));
        return statistics(form, AttemptSelection.COUNTED, null, null, store.version(form.id()),
                ItemAnalysis.of(store.sums(form.id(), AttemptSelection.COUNTED)));
    }

    private Form readable(Caller caller, String formId) {
        return forms.byId(caller.organizationId(), formId)
                .filter(f -> Permissions.canSeeFormStatistics(caller.role(), caller.userId(), f.ownerId(),
                        () -> store.assignedBy(f.id(), caller.userId())))
                .orElseThrow(() -> DomainException.notFound("Form"));
    }
}
