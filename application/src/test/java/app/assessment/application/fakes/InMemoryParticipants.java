package app.assessment.application.fakes;

import app.assessment.application.port.out.assignment.ParticipantDirectory;
import app.assessment.domain.assignment.Participant;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Students and candidates of {@link Samples#ORG}, and the payer documents set on them. */
public final class InMemoryParticipants implements ParticipantDirectory {

    private final Map<Participant, ParticipantInfo> known = new LinkedHashMap<>();
    public final Map<Participant, String> documentsSet = new HashMap<>();

    public void add(Participant participant, String name, String cpfCnpj) {
        known.put(participant, new ParticipantInfo(participant, name, participant.id() + "@example.com", cpfCnpj));
    }

    @Override
    public Optional<ParticipantInfo> find(String organizationId, Participant participant) {
        return Samples.ORG.equals(organizationId) ? Optional.ofNullable(known.get(participant)) : Optional.empty();
    }

    @Override
    public List<ParticipantInfo> findAll(String organizationId, Collection<Participant> participants) {
        return participants.stream().flatMap(p -> find(organizationId, p).stream()).toList();
    }

    @Override
    public Map<String, String> namesOf(Collection<Participant> participants) {
        Map<String, String> names = new LinkedHashMap<>();
        participants.stream().filter(known::containsKey).forEach(p -> names.put(p.id(), known.get(p).name()));
        return names;
    }

    @Override
    public void setPayerDocument(String organizationId, Participant participant, String cpfCnpj) {
        documentsSet.put(participant, cpfCnpj);
        ParticipantInfo info = known.get(participant);
        known.put(participant, new ParticipantInfo(participant, info.name(), info.email(), cpfCnpj));
    }
}
