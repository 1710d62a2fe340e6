package app.assessment.domain.assignment;

import app.assessment.domain.shared.Check;
import java.util.Optional;

public record CandidateParticipant(String id) implements Participant {

    public CandidateParticipant {
        Check.id("candidateId", id);
    }

    @Override
    public String kind() {
        return "candidate";
    }

    @Override
    public Optional<String> candidateId() {
        return Optional.of(id);
    }
}
