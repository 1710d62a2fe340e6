package app.assessment.application.port.out.attempt;

import app.assessment.domain.assignment.Participant;
import app.assessment.domain.attempt.Accommodation;
import java.util.Optional;

/**
 * Accommodations of students, candidates and single assignments. An assignment's own
 * accommodation wins over its participant's.
 */
public interface AccommodationRepository {

    /** What an attempt at this assignment gets: the assignment's accommodation, else its participant's. */
    Optional<Accommodation> effectiveFor(String organizationId, String assignmentId, Participant participant);
}
