package app.assessment.application.port.in.assignment;

import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.domain.attempt.GradingPolicy;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import app.assessment.domain.assignment.Participant;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * Managing assignments. Administrators act on all of their organization's; a PROFESSOR on those
 * they made (others answer 404). The caller of {@link #assign} is the assigning teacher.
 */
public interface AssignmentUseCases {

    View assign(AssignCommand command);

    /** One assignment per participant, all or nothing; see {@link BulkAssignCommand}. */
    List<View> assignMany(BulkAssignCommand command);

    Page list(Caller caller, ListQuery query);

    View get(Caller caller, String id);

    View cancel(Caller caller, String id, String reason);

    View reactivate(Caller caller, String id);

    /** @param attemptSettings what the assignment sets differently from its form's attempt settings */
    record AssignCommand(Caller caller, String formId, Participant participant, Instant scheduledAt, Instant expiresAt,
                         AttemptSettings.Overrides attemptSettings) {
        public AssignCommand {
            Objects.requireNonNull(caller, "caller");
            if (formId == null || formId.isBlank()) {
                throw app.assessment.domain.shared.DomainException.invalid("formId", "is required");
            }
            Objects.requireNonNull(participant, "participant");
            attemptSettings = attemptSettings == null ? AttemptSettings.Overrides.NONE : attemptSettings;
        }

        public AssignCommand(Caller caller, String formId, Participant participant, Instant scheduledAt, Instant expiresAt) {
            this(caller, formId, participant, scheduledAt, expiresAt, null);
        }
    }

    /**
     * The same form to many students or candidates at once (issue 47). {@code notifyParticipants} false sends no invitation and
     * schedules no reminder; each assignment is otherwise what {@link #assign} makes.
     */
    record BulkAssignCommand(Caller caller, String formId, List<Participant> participants, Instant scheduledAt,
                             Instant expiresAt, boolean notifyParticipants, AttemptSettings.Overrides attemptSettings) {

        public static final int MAX_PARTICIPANTS = 5_000;

        public BulkAssignCommand {
            Objects.requireNonNull(caller, "caller");
            if (formId == null || formId.isBlank()) {
                throw app.assessment.domain.shared.DomainException.invalid("formId", "is required");
            }
            participants = List.copyOf(participants);
            attemptSettings = attemptSettings == null ? AttemptSettings.Overrides.NONE : attemptSettings;
        }
    }

    record ListQuery(PageRequest page, AssignmentStatus status, String formId) {
    }

    /**
     * An assignment with the names a client shows next to it, its attempt settings and, when they
     * are not the defaults, its completed attempts (by number) and the score its grading policy makes of them.
     */
    record View(Assignment assignment, String formTitle, String participantName, AttemptSettings settings,
                List<SubmissionRepository.CompletedAttempt> attempts) {
        public View {
            settings = settings == null ? AttemptSettings.DEFAULTS : settings;
            attempts = attempts == null ? List.of() : List.copyOf(attempts);
        }

        public View(Assignment assignment, String formTitle, String participantName) {
            this(assignment, formTitle, participantName, null, null);
        }

        /** The assignment's score under its grading policy; null before an attempt completes. */
        public GradingPolicy.Outcome outcome() {
            return settings.gradingPolicy().outcome(attempts.stream().map(SubmissionRepository.CompletedAttempt::scored).toList());
        }
    }

    record Page(List<View> items, long total) {
    }
}
