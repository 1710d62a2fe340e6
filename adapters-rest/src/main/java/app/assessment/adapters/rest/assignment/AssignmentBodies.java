package app.assessment.adapters.rest.assignment;

import app.assessment.application.port.in.assignment.AssignmentUseCases;
import app.assessment.adapters.rest.attempt.AttemptSettingsBody;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.attempt.AttemptSettings;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import java.math.BigDecimal;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

final class AssignmentBodies {
    private AssignmentBodies() {
    }

    @Schema(description = "Exactly one of `studentId` and `candidateId`. The form must be published. `scheduledAt` opens "
            + "the link, `expiresAt` closes it (both optional; `scheduledAt` before `expiresAt`). The attempt settings default "
            + "to the form's; each one sent here replaces the form's for this assignment. " + AttemptSettingsBody.DESCRIPTION)
    record AssignRequest(String formId, String studentId, String candidateId, Instant scheduledAt, Instant expiresAt,
                         @Schema(type = SchemaType.INTEGER, nullable = true) JsonNode timeLimitSeconds, Integer graceSeconds, @Schema(type = SchemaType.INTEGER, nullable = true) JsonNode attemptsAllowed,
                         String gradingPolicy, Integer attemptCooldownSeconds, String showScore, String showCorrectAnswers,
                         String showFeedback) {

        AttemptSettings.Overrides attemptSettings() {
            return AttemptSettingsBody.overrides(timeLimitSeconds, graceSeconds, attemptsAllowed, gradingPolicy,
                    attemptCooldownSeconds, showScore, showCorrectAnswers, showFeedback);
        }
    }

    @Schema(description = "`reason`: at least 10 characters.")
    record CancelRequest(String reason) {
    }

    record Ref(String id, String name) {
    }

    record FormRef(String id, String title) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(description = "The attempt settings and `attempts` appear only when the settings differ from the defaults.")
    record AssignmentResponse(String id, String token, String testLinkPath, String status, String formId, FormRef form,
                              String studentId, String candidateId, Ref participant, String assignedById, Instant scheduledAt,
                              Instant expiresAt, Instant cancelledAt, String cancellationReason, Instant completedAt, Instant createdAt,
                              @JsonUnwrapped AttemptSettingsBody attemptSettings,
                              @JsonInclude(JsonInclude.Include.NON_NULL) AttemptsBody attempts) {
        static AssignmentResponse from(AssignmentUseCases.View view) {
            Assignment a = view.assignment();
            return new AssignmentResponse(a.id(), a.token(), "/api/test-link/" + a.token(), a.status().name(), a.formId(),
                    new FormRef(a.formId(), view.formTitle()), a.participant().studentId().orElse(null),
                    a.participant().candidateId().orElse(null), new Ref(a.participant().id(), view.participantName()), a.assignedById(),
                    a.scheduledAt(), a.expiresAt(), a.cancelledAt(), a.cancellationReason(), a.completedAt(), a.createdAt(),
                    AttemptSettingsBody.orNull(view.settings()), view.settings().sameAsDefaults() ? null : AttemptsBody.from(view));
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(description = "`used`: attempts completed. `score`: the assignment's score under its `gradingPolicy` (null before "
            + "the first attempt completes); `counted`: the attempt numbers that make it.")
    record AttemptsBody(int used, Integer allowed, ScoreBody score, List<Integer> counted) {
        static AttemptsBody from(AssignmentUseCases.View view) {
            var outcome = view.settings().gradingPolicy().outcome(view.attempts().stream()
                    .map(SubmissionRepository.CompletedAttempt::scored).toList());
            return new AttemptsBody(view.attempts().size(), view.settings().attemptsAllowed(),
                    outcome == null ? null : new ScoreBody(outcome.total(), outcome.max(), outcome.percentage()),
                    outcome == null ? List.of() : outcome.counted().stream().sorted().toList());
        }
    }

    record ScoreBody(BigDecimal totalScore, BigDecimal maxScore, BigDecimal percentage) {
    }

    record AssignmentList(List<AssignmentResponse> data, long total, int page, int pageSize) {
    }
}
