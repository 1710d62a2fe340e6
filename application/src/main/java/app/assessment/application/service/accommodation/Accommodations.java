package app.assessment.application.service.accommodation;

import app.assessment.application.port.in.accommodation.AccommodationEdit;
import app.assessment.application.port.out.attempt.AccommodationChanged;
import app.assessment.application.port.out.attempt.AccommodationChanges;
import app.assessment.application.port.out.attempt.AccommodationOwner;
import app.assessment.application.port.out.attempt.AccommodationRepository;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.attempt.Accommodation;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Every accommodation write goes through here, inside the caller's transaction: the row, then
 * {@link AccommodationChanged} so open attempts move their deadline in the same unit of work.
 */
@ApplicationScoped
public class Accommodations {

    /** What the audit log shows instead of a reason: that one exists, never what it says. */
    static final String MASKED = "***";

    private final AccommodationRepository repository;
    private final AccommodationChanges changes;

    public Accommodations(AccommodationRepository repository, AccommodationChanges changes) {
        this.repository = repository;
        this.changes = changes;
    }

    /**
     * Applies a person's edit ({@code KEEP} does nothing). A broken rule names the field as
     * {@code accommodation.<field>}.
     *
     * @return what the edit changed, for the audit entry; empty for {@code KEEP} and for removing none
     */
    public Optional<Change> applyToPerson(String organizationId, Participant participant, AccommodationEdit edit, Instant at) {
        AccommodationOwner owner = AccommodationOwner.of(participant);
        return switch (edit.kind()) {
            case KEEP -> Optional.empty();
            case REMOVE -> remove(organizationId, owner, participant, null);
            case SET -> Optional.of(set(organizationId, owner, edit.input().toAccommodation("accommodation"), at, participant, null));
        };
    }

    /**
     * A promoted candidate's accommodation follows the person to the student it became (the
     * candidate keeps its own row for the assessments that name it).
     */
    public void carryOver(String organizationId, Participant candidate, Participant student, Instant at) {
        repository.find(organizationId, AccommodationOwner.of(candidate))
                .ifPresent(accommodation -> set(organizationId, AccommodationOwner.of(student), accommodation, at, student, null));
    }

    /** Sets the accommodations of many participants (an import), announcing each. */
    void setAll(String organizationId, Map<Participant, Accommodation> accommodations, Instant at) {
        Map<AccommodationOwner, Accommodation> byOwner = new LinkedHashMap<>();
        accommodations.forEach((participant, accommodation) -> byOwner.put(AccommodationOwner.of(participant), accommodation));
        repository.saveAll(organizationId, byOwner, at);
        accommodations.keySet().forEach(participant -> changes.announce(new AccommodationChanged(organizationId, participant, null)));
    }

    Change set(String organizationId, AccommodationOwner owner, Accommodation accommodation, Instant at,
               Participant participant, String assignmentId) {
        repository.save(organizationId, owner, accommodation, at);
        changes.announce(new AccommodationChanged(organizationId, participant, assignmentId));
        return new Change(Optional.of(accommodation));
    }

    /** @return the removal, or empty when the owner had none (nothing changed, nothing announced) */
    Optional<Change> remove(String organizationId, AccommodationOwner owner, Participant participant, String assignmentId) {
        if (!repository.remove(organizationId, owner)) {
            return Optional.empty();
        }
        changes.announce(new AccommodationChanged(organizationId, participant, assignmentId));
        return Optional.of(new Change(Optional.empty()));
    }

    /** What an accommodation write left: the new value, or empty when removed. */
    public record Change(Optional<Accommodation> accommodation) {

        /** For the audit entry: the size, and the reason masked ({@code "***"}) when there is one; null when removed. */
        public Map<String, Object> audited() {
            return accommodation.map(Accommodations::audited).orElse(null);
        }
    }

    /** {@code fields} with the accommodation's audited form under {@code accommodation}, when an edit changed it. */
    public static Map<String, Object> withAudited(Map<String, Object> fields, Optional<Change> change) {
        change.ifPresent(c -> fields.put("accommodation", c.audited()));
        return fields;
    }

    static Map<String, Object> audited(Accommodation a) {
        Map<String, Object> shown = new LinkedHashMap<>();
        shown.put("timeMultiplier", a.timeMultiplier());
        shown.put("extraMinutes", a.extraMinutes());
        if (a.reason() != null) {
            shown.put("reason", MASKED);
        }
        return shown;
    }
}
