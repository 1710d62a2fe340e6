package app.assessment.application.port.out.attempt;

import app.assessment.domain.form.AttemptInstance;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The instance each attempt of a drawing or shuffling form was given (ADR 0053), kept on its attempt. */
public interface AttemptInstanceStore {

    void store(String attemptId, AttemptInstance instance);

    /** The instance of this attempt, if it was given one. */
    Optional<AttemptInstance> of(String attemptId);

    /** The instance of the assignment's latest attempt that has one: the open attempt's, else the last completed. */
    Optional<AttemptInstance> latestOf(String assignmentId);

    /** Every instance the assignment's attempts were given, for what the participant has seen. */
    List<AttemptInstance> allOf(String assignmentId);

    /** An attempt by its assignment and number. */
    record AttemptRef(String assignmentId, int number) {
    }

    /** The instances of these assignments' attempts that have one (statistics: which versions each attempt was given). */
    Map<AttemptRef, AttemptInstance> byAttempt(Collection<String> assignmentIds);
}
