package app.assessment.application.port.out.attempt;

import app.assessment.domain.assignment.Participant;
import java.util.Objects;

/** Whose accommodation: a student's, a candidate's, or one assignment's own. */
public record AccommodationOwner(Type type, String id) {

    public enum Type { STUDENT, CANDIDATE, ASSIGNMENT }

    public AccommodationOwner {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(id, "id");
    }

    public static AccommodationOwner of(Participant participant) {
        return new AccommodationOwner(participant.studentId().isPresent() ? Type.STUDENT : Type.CANDIDATE, participant.id());
    }

    public static AccommodationOwner assignment(String assignmentId) {
        return new AccommodationOwner(Type.ASSIGNMENT, assignmentId);
    }
}
