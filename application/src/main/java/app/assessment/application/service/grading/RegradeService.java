package app.assessment.application.service.grading;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.grading.RegradeUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.application.service.form.FormAccess;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.form.Form;
import app.assessment.domain.form.RegradeAction;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.submission.Regrade;
import app.assessment.domain.submission.Submission;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

@ApplicationScoped
public class RegradeService implements RegradeUseCase {

    /** More actions than a form has questions is refused before anything is read. */
    static final int MAX_ACTIONS = 1000;

    private final FormRepository forms;
    private final SubmissionRepository submissions;
    private final GradedSubmissions graded;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public RegradeService(FormRepository forms, SubmissionRepository submissions, GradedSubmissions graded, AuditTrail auditTrail,
                          Clock clock) {
        this.forms = forms;
        this.submissions = submissions;
        this.graded = graded;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    /**
     * Every submission of the form is locked and regraded in this one transaction: a dry run computes
     * exactly the deltas a commit applies, then writes nothing. Applying the same actions again
     * finds every answer already as they leave it, so it changes nothing and audits nothing.
     */
    @Override
    @Transactional
    public Result regrade(Caller caller, String formId, List<Request> requests, boolean dryRun) {
        Form form = FormAccess.writable(forms, caller, formId);
        Map<String, RegradeAction> actions = actions(form, requests);
        List<Change> changes = new ArrayList<>();
        for (Submission before : submissions.lockAllOfForm(caller.organizationId(), form.id())) {
            Submission after = Regrade.apply(before, form, actions);
            if (after == before) {
                continue;
            }
            changes.add(new Change(after.id(), after.participantName(), before.score().total(), after.score().total(),
                    before.score().max(), after.score().max(), before.score().label(), after.score().label(),
                    after.pendingGrading()));
            if (!dryRun) {
                graded.save(before, after);
                audit(caller, form, actions, before, after);
            }
        }
        return new Result(dryRun, changes);
    }

    private static Map<String, RegradeAction> actions(Form form, List<Request> requests) {
        if (requests == null || requests.isEmpty()) {
            throw DomainException.invalid("questions", "must name at least one question");
        }
        if (requests.size() > MAX_ACTIONS) {
            throw DomainException.invalid("questions", "at most " + MAX_ACTIONS + " questions");
        }
        Map<String, RegradeAction> actions = new LinkedHashMap<>();
        for (int i = 0; i < requests.size(); i++) {
            String field = "questions[" + i + "]";
            Request request = Check.required(field, requests.get(i));
            Check.id(field + ".questionId", request.questionId());
            if (form.question(request.questionId()).isEmpty()) {
                throw DomainException.invalid(field + ".questionId", "question " + request.questionId() + " is not in the form");
            }
            RegradeAction action = Check.wire(field + ".action", request.action(), RegradeAction.values(), RegradeAction::name);
            if (actions.putIfAbsent(request.questionId(), action) != null) {
                throw DomainException.invalid(field + ".questionId", "question " + request.questionId() + " is named twice");
            }
        }
        return actions;
    }

    private void audit(Caller caller, Form form, Map<String, RegradeAction> actions, Submission before, Submission after) {
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("formId", form.id());
        changes.put("actions", actions);
        changes.put("totalScore", Map.of("old", before.score().total(), "new", after.score().total()));
        changes.put("maxScore", Map.of("old", before.score().max(), "new", after.score().max()));
        auditTrail.record(new AuditEntry(clock.now(), caller.actor(), "submission.regrade", "Submission", after.id(), changes));
    }
}
