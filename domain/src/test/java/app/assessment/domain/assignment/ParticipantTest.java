package app.assessment.domain.assignment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ParticipantTest {

    @Test
    void of_studentOnly_studentParticipant() {
        assertThat(Participant.of("s1", null)).isEqualTo(new StudentParticipant("s1"));
    }

    @Test
    void of_candidateOnly_candidateParticipant() {
        assertThat(Participant.of(null, "c1")).isEqualTo(new CandidateParticipant("c1"));
    }

    @Test
    void of_bothOrNeither_invalid() {
        String message = "studentId: exactly one of studentId and candidateId is required";
        assertThatThrownBy(() -> Participant.of("s1", "c1")).hasMessage(message);
        assertThatThrownBy(() -> Participant.of(null, null)).hasMessage(message);
    }

    @Test
    void of_blankCandidateId_invalidNamingCandidateId() {
        assertThatThrownBy(() -> Participant.of(null, " ")).hasMessage("candidateId: must not be blank");
    }

    @Test
    void studentIdAndCandidateId_theIdUnderItsKindOnly() {
        assertThat(new StudentParticipant("s1").studentId()).contains("s1");
        assertThat(new StudentParticipant("s1").candidateId()).isEmpty();
        assertThat(new CandidateParticipant("c1").candidateId()).contains("c1");
        assertThat(new CandidateParticipant("c1").studentId()).isEmpty();
    }

    @Test
    void typeName_capitalizedKind() {
        assertThat(new StudentParticipant("s1").typeName()).isEqualTo("Student");
        assertThat(new CandidateParticipant("c1").typeName()).isEqualTo("Candidate");
    }
}
