package app.assessment.domain.assignment;

import app.assessment.domain.shared.DomainException;
import java.util.Optional;

/** Who takes an assigned test: a student or a candidate, never both. */
public sealed interface Participant permits StudentParticipant, CandidateParticipant {

    /** The id of the student or of the candidate. */
    String id();

    /** {@code student} or {@code candidate}: the word clients and reports show for it. */
    String kind();

    /** The id when a student takes the test; empty for a candidate. */
    default Optional<String> studentId() {
        return Optional.empty();
    }

    /** The id when a candidate takes the test; empty for a student. */
    default Optional<String> candidateId() {
        return Optional.empty();
    }

    /** {@code Student} or {@code Candidate}: the type the audit log and "not found" answers name. */
    default String typeName() {
        return Character.toUpperCase(kind().charAt(0)) + kind().substring(1);
    }

    /** From a request that names the participant by one of two optional fields. */
    static Participant of(String studentId, String candidateId) {
        if ((studentId == null) == (candidateId == null)) {
            throw DomainException.invalid("studentId", "exactly one of studentId and candidateId is required");
        }
        return studentId != null ? new StudentParticipant(studentId) : new CandidateParticipant(candidateId);
    }
}
