package app.assessment.domain.assignment;

import app.assessment.domain.shared.Check;

public record CandidateParticipant(String id) implements Participant {

    public CandidateParticipant {
        Check.id("candidateId", id);
    }

    @Override
    public String kind() {
        return "candidate";
    }
}
