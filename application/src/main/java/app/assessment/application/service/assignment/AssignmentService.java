package app.assessment.application.service.assignment;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.assignment.AssignmentUseCases;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.assignment.ParticipantDirectory;
import app.assessment.application.port.out.form.FormRepository;
import app.assessment.application.service.notification.NotificationEnqueuer;
import app.assessment.domain.assignment.Assignment;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.application.service.user.StudentScope;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.form.Form;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

@ApplicationScoped
public class AssignmentService implements AssignmentUseCases {

    private final AssignmentRepository assignments;
    private final FormRepository forms;
    private final ParticipantDirectory participants;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;
    private final StudentScope studentScope;
    private final NotificationEnqueuer notifications;

    private final SubmissionRepository submissions;

    public AssignmentService(AssignmentRepository assignments, FormRepository forms, ParticipantDirectory participants,
                             AuditTrail auditTrail, IdGenerator ids, Clock clock, StudentScope studentScope,
                             NotificationEnqueuer notifications, SubmissionRepository submissions) {
        this.submissions = submissions;
        this.assignments = assignments;
        this.forms = forms;
        this.participants = participants;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
        this.studentScope = studentScope;
        this.notifications = notifications;
    }

    @Override
    @Transactional
    public View assign(AssignCommand command) {
        Caller caller = command.caller();
        Form form = assignable(caller, command.formId());
        AttemptSettings settings = form.attemptSettings().overriddenBy(command.attemptSettings());
        ParticipantDirectory.ParticipantInfo participant = participants.find(caller.organizationId(), command.participant())
                .orElseThrow(() -> DomainException.notFound(command.participant().typeName()));
        Assignment assignment = Assignment.assign(ids.newId(), caller.organizationId(), form.id(), command.participant(),
                caller.userId(), LinkTokens.next(), command.scheduledAt(), command.expiresAt(), clock.now());
        assignments.add(assignment);
        assignments.saveSettings(assignment.id(), settings);
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("formId", form.id());
        changes.put(command.participant().kind() + "Id", command.participant().id());
        changes.put("scheduledAt", String.valueOf(command.scheduledAt()));
        changes.put("expiresAt", String.valueOf(command.expiresAt()));
        if (!settings.sameAsDefaults()) {
            changes.put("attemptSettings", settingsForAudit(settings));
        }
        audit(caller, "assignment.create", assignment, changes);
        notifications.assignmentCreated(assignment);
        return new View(assignment, form.title(), participant.name(), settings, List.of());
    }

    @Override
    @Transactional
    public List<View> assignMany(BulkAssignCommand command) {
        Caller caller = command.caller();
        Form form = assignable(caller, command.formId());
        AttemptSettings settings = form.attemptSettings().overriddenBy(command.attemptSettings());
        List<ParticipantDirectory.ParticipantInfo> found = BulkParticipants.check(command.participants(),
                participants.findAll(caller.organizationId(), command.participants()));
        var now = clock.now();
        List<Assignment> made = new ArrayList<>();
        for (ParticipantDirectory.ParticipantInfo participant : found) {
            Assignment assignment = Assignment.assign(ids.newId(), caller.organizationId(), form.id(), participant.participant(),
                    caller.userId(), LinkTokens.next(), command.scheduledAt(), command.expiresAt(), now);
            assignments.add(assignment);
            assignments.saveSettings(assignment.id(), settings);
            made.add(assignment);
        }
        // One entry for the request: a class of 2,000 would otherwise write 2,000 alike.
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("formId", form.id());
        changes.put("assignments", made.stream().map(Assignment::id).toList());
        changes.put("scheduledAt", String.valueOf(command.scheduledAt()));
        changes.put("expiresAt", String.valueOf(command.expiresAt()));
        changes.put("notify", command.notifyParticipants());
        if (!settings.sameAsDefaults()) {
            changes.put("attemptSettings", settingsForAudit(settings));
        }
        auditTrail.record(new AuditEntry(now, caller.actor(), "assignment.bulk_create", "Assignment", null, changes));
        notifications.assignmentsCreated(made, command.notifyParticipants());
        List<View> views = new ArrayList<>();
        for (int i = 0; i < made.size(); i++) {
            views.add(new View(made.get(i), form.title(), found.get(i).name(), settings, List.of()));
        }
        return views;
    }

    private Form assignable(Caller caller, String formId) {
        Form form = forms.byId(caller.organizationId(), formId)
                .filter(f -> Permissions.canSeeForm(caller.role(), caller.userId(), f.ownerId(), f.template()))
                .orElseThrow(() -> DomainException.notFound("Form"));
        if (!form.published()) {
            throw DomainException.conflict("FORM_NOT_PUBLISHED", "Only a published form can be assigned");
        }
        return form;
    }

    @Override
    @Transactional
    public Page list(Caller caller, ListQuery query) {
        Optional<String> student = studentScope.participantOf(caller);
        AssignmentRepository.Page page = assignments.page(new AssignmentRepository.Filter(caller.organizationId(),
                        student.isPresent() ? null : Permissions.narrowedTo(caller.role(), caller.userId()),
                        query.status() == null ? null : query.status().name(), query.formId(), student.orElse(null)),
                query.page().offset(), query.page().size());
        return new Page(views(page.items()), page.total());
    }

    @Override
    @Transactional
    public View get(Caller caller, String id) {
        return views(List.of(visible(caller, id))).get(0);
    }

    @Override
    @Transactional
    public View cancel(Caller caller, String id, String reason) {
        Assignment cancelled = visible(caller, id).cancel(reason, clock.now());
        assignments.update(cancelled);
        audit(caller, "assignment.cancel", cancelled, Map.of("reason", cancelled.cancellationReason()));
        notifications.assignmentCancelled(cancelled);
        return views(List.of(cancelled)).get(0);
    }

    @Override
    @Transactional
    public View reactivate(Caller caller, String id) {
        Assignment reactivated = visible(caller, id).reactivate();
        assignments.update(reactivated);
        audit(caller, "assignment.reactivate", reactivated, Map.of("status", reactivated.status().name()));
        notifications.assignmentReactivated(reactivated);
        return views(List.of(reactivated)).get(0);
    }

    private Assignment visible(Caller caller, String id) {
        Optional<String> student = studentScope.participantOf(caller);
        return assignments.byId(caller.organizationId(), id)
                .filter(a -> student.map(linked -> Permissions.studentSees(linked, a.participant()))
                        .orElseGet(() -> Permissions.canSeeAssignment(caller.role(), caller.userId(), a.assignedById())))
                .orElseThrow(() -> DomainException.notFound("Assignment"));
    }

    /** Names, settings and attempts for a page in four queries, whatever its size. */
    private List<View> views(List<Assignment> page) {
        Map<String, String> titles = forms.titlesOf(page.stream().map(Assignment::formId).distinct().toList());
        Map<String, String> names = participants.namesOf(page.stream().map(Assignment::participant).toList());
        Map<String, AttemptSettings> settings = assignments.settingsOf(page.stream().map(Assignment::id).toList());
        // Attempts only for the assignments whose settings are not the defaults: the others never show them.
        Map<String, List<SubmissionRepository.CompletedAttempt>> attempts = submissions.attemptsOf(settings.keySet());
        return page.stream().map(a -> new View(a, titles.get(a.formId()), names.get(a.participant().id()), settings.get(a.id()),
                attempts.getOrDefault(a.id(), List.of()))).toList();
    }

    private static Map<String, Object> settingsForAudit(AttemptSettings s) {
        Map<String, Object> values = new LinkedHashMap<>();
        values.put("timeLimitSeconds", s.timeLimitSeconds());
        values.put("graceSeconds", s.graceSeconds());
        values.put("attemptsAllowed", s.attemptsAllowed());
        values.put("gradingPolicy", s.gradingPolicy().name());
        values.put("attemptCooldownSeconds", s.attemptCooldownSeconds());
        values.put("showScore", s.showScore().name());
        values.put("showCorrectAnswers", s.showCorrectAnswers().name());
        values.put("showFeedback", s.showFeedback().name());
        return values;
    }

    private void audit(Caller caller, String action, Assignment assignment, Map<String, Object> changes) {
        auditTrail.record(new AuditEntry(clock.now(), caller.actor(), action, "Assignment", assignment.id(), changes));
    }
}
