package app.assessment.application.port.out.assignment;

import app.assessment.domain.assignment.Participant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Names and contacts of students and candidates, as assignments need them. */
public interface ParticipantDirectory {

    /** A live (not deleted) student or candidate of the organization. */
    Optional<ParticipantInfo> find(String organizationId, Participant participant);

    /** The live ones of these participants that belong to the organization, in one statement. */
    List<ParticipantInfo> findAll(String organizationId, Collection<Participant> participants);

    /** Names of many participants at once, for list pages. */
    Map<String, String> namesOf(Collection<Participant> participants);

    /** Sets the payer document (normalized) of a live student or candidate of the organization. */
    void setPayerDocument(String organizationId, Participant participant, String cpfCnpj);

    /** @param cpfCnpj the payer document, normalized, or null */
    record ParticipantInfo(Participant participant, String name, String email, String cpfCnpj) {
    }
}
