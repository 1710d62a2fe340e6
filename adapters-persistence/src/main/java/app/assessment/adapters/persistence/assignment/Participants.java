package app.assessment.adapters.persistence.assignment;

import app.assessment.domain.assignment.CandidateParticipant;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.assignment.StudentParticipant;

/** Participants are stored as two nullable columns, exactly one of them set ({@link Participant#studentId()}, {@link Participant#candidateId()}). */
public final class Participants {
    private Participants() {
    }

    public static Participant of(String studentId, String candidateId) {
        return studentId != null ? new StudentParticipant(studentId) : new CandidateParticipant(candidateId);
    }
}
