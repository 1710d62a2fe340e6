package app.assessment.application.port.in.grading;

import app.assessment.application.port.in.Caller;
import java.math.BigDecimal;
import java.util.List;

/** A regrade of every submission of a form after a key was wrong (issue 43, ADR 0050). */
public interface RegradeUseCase {

    /**
     * @param actions each {@code questionId} (a question of the form as it is now) with its action,
     *     each question once; as strings, checked here so a bad one is a 400 naming its index
     */
    Result regrade(Caller caller, String formId, List<Request> actions, boolean dryRun);

    record Request(String questionId, String action) {
    }

    /** @param changes the submissions whose result the regrade changes (or would, on a dry run) */
    record Result(boolean dryRun, List<Change> changes) {
        public Result {
            changes = List.copyOf(changes);
        }
    }

    record Change(String submissionId, String participantName, BigDecimal oldTotal, BigDecimal newTotal, BigDecimal oldMax,
                  BigDecimal newMax, String oldLabel, String newLabel, boolean pendingGrading) {
    }
}
