package app.assessment.domain.assignment;

import app.assessment.domain.shared.Check;
import java.util.Optional;

public record StudentParticipant(String id) implements Participant {

    public StudentParticipant {
        Check.id("studentId", id);
    }

    @Override
    public String kind() {
        return "student";
    }

    @Override
    public Optional<String> studentId() {
        return Optional.of(id);
    }
}
