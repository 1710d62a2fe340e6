package app.assessment.application.port.out.assignment;

import app.assessment.domain.form.Answer;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Partial answers saved through a test link, as sent; they are filtered against the form on read. */
public interface DraftRepository {

    void save(String assignmentId, List<Answer> answers, Instant at);

    Optional<Draft> load(String assignmentId);


    record Draft(List<Answer> answers, Instant updatedAt) {
    }
}
