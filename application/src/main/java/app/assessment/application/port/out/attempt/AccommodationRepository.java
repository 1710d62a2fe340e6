package app.assessment.application.port.out.attempt;

import app.assessment.domain.assignment.Participant;
import app.assessment.domain.attempt.Accommodation;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/**
 * Accommodations of students, candidates and single assignments. An assignment's own
 * accommodation wins over its participant's. Writes are the callers' to announce
 * ({@link AccommodationChanged}); this port only stores.
 */
public interface AccommodationRepository {

    /** What an attempt at this assignment gets: the assignment's accommodation, else its participant's. */
    default Optional<Accommodation> effectiveFor(String organizationId, String assignmentId, Participant participant) {
        return effectiveWithOwner(organizationId, assignmentId, participant).map(Owned::accommodation);
    }

    /** As {@link #effectiveFor}, saying whose it is (the assignment's own, or the participant's); one query. */
    Optional<Owned> effectiveWithOwner(String organizationId, String assignmentId, Participant participant);

    Optional<Accommodation> find(String organizationId, AccommodationOwner owner);

    /** Sets (inserts or replaces) the owner's accommodation. */
    void save(String organizationId, AccommodationOwner owner, Accommodation accommodation, Instant at);

    /** Sets many at once (one statement: an import of 10,000 lines fits in one transaction); owners are distinct. */
    void saveAll(String organizationId, Map<AccommodationOwner, Accommodation> accommodations, Instant at);

    /** @return whether the owner had one */
    boolean remove(String organizationId, AccommodationOwner owner);

    record Owned(AccommodationOwner owner, Accommodation accommodation) {
    }
}
