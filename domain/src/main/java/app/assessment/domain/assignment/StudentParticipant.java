package app.assessment.domain.assignment;

import app.assessment.domain.shared.Check;

public record StudentParticipant(String id) implements Participant {

    public StudentParticipant {
        Check.id("studentId", id);
    }

    @Override
    public String kind() {
        return "student";
    }
}
