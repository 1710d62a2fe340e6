package app.assessment.application.service.accommodation;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.accommodation.AccommodationInput;
import app.assessment.application.port.in.accommodation.EffectiveAccommodation;
import app.assessment.application.port.in.accommodation.GetAssignmentAccommodationUseCase;
import app.assessment.application.port.in.accommodation.RemoveAssignmentAccommodationUseCase;
import app.assessment.application.port.in.accommodation.SetAssignmentAccommodationUseCase;
import app.assessment.application.port.in.accommodation.ShowAccommodationUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.assignment.AssignmentRepository;
import app.assessment.application.port.out.attempt.AccommodationOwner;
import app.assessment.application.port.out.attempt.AccommodationRepository;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.attempt.Accommodation;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reading a person's accommodation, and one assignment's own (which wins over its participant's).
 * An assignment's accommodation is for whoever may see the assignment (administrators, and the
 * professor who made it), as cancel and reactivate are; the reason is for administrators only.
 */
@ApplicationScoped
public class AccommodationService implements ShowAccommodationUseCase, GetAssignmentAccommodationUseCase,
        SetAssignmentAccommodationUseCase, RemoveAssignmentAccommodationUseCase {

    private final AccommodationRepository repository;
    private final Accommodations accommodations;
    private final AssignmentRepository assignments;
    private final AuditTrail auditTrail;
    private final Clock clock;

    public AccommodationService(AccommodationRepository repository, Accommodations accommodations, AssignmentRepository assignments,
                                AuditTrail auditTrail, Clock clock) {
        this.repository = repository;
        this.accommodations = accommodations;
        this.assignments = assignments;
        this.auditTrail = auditTrail;
        this.clock = clock;
    }

    @Override
    @Transactional
    public Optional<Accommodation> of(Caller caller, Participant participant) {
        return repository.find(caller.organizationId(), AccommodationOwner.of(participant)).map(a -> a.shownTo(caller.role()));
    }

    @Override
    @Transactional
    public EffectiveAccommodation get(Caller caller, String assignmentId) {
        return effective(caller, visible(caller, assignmentId));
    }

    @Override
    @Transactional
    public EffectiveAccommodation set(Caller caller, String assignmentId, AccommodationInput input) {
        Assignment assignment = visible(caller, assignmentId);
        Accommodation accommodation = input.toAccommodation("");
        Instant now = clock.now();
        var change = accommodations.set(caller.organizationId(), AccommodationOwner.assignment(assignment.id()), accommodation, now,
                null, assignment.id());
        audit(caller, now, "assignment.accommodation.set", assignment, change.audited());
        return effective(caller, assignment);
    }

    @Override
    @Transactional
    public EffectiveAccommodation remove(Caller caller, String assignmentId) {
        Assignment assignment = visible(caller, assignmentId);
        Instant now = clock.now();
        accommodations.remove(caller.organizationId(), AccommodationOwner.assignment(assignment.id()), null, assignment.id())
                .ifPresent(removed -> audit(caller, now, "assignment.accommodation.remove", assignment, null));
        return effective(caller, assignment);
    }

    private Assignment visible(Caller caller, String id) {
        return assignments.byId(caller.organizationId(), id)
                .filter(a -> Permissions.canSeeAssignment(caller.role(), caller.userId(), a.assignedById()))
                .orElseThrow(() -> DomainException.notFound("Assignment"));
    }

    private EffectiveAccommodation effective(Caller caller, Assignment assignment) {
        var owned = repository.effectiveWithOwner(caller.organizationId(), assignment.id(), assignment.participant());
        return new EffectiveAccommodation(assignment.id(), owned.map(o -> o.accommodation().shownTo(caller.role())),
                owned.map(o -> o.owner().type().name().toLowerCase(Locale.ROOT)));
    }

    private void audit(Caller caller, Instant at, String action, Assignment assignment, Map<String, Object> accommodation) {
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("accommodation", accommodation);
        auditTrail.record(new AuditEntry(at, caller.actor(), action, "Assignment", assignment.id(), changes));
    }
}
