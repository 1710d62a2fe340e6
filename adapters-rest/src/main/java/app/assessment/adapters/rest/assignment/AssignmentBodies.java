package app.assessment.adapters.rest.assignment;

import app.assessment.application.port.in.assignment.AssignmentUseCases;
import app.assessment.adapters.rest.attempt.AttemptSettingsBody;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.attempt.AttemptSettings;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.databind.JsonNode;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import java.math.BigDecimal;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import app.assessment.adapters.rest.shared.QueryValues;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.shared.DomainException;
import java.time.Instant;
import java.util.ArrayList;
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

    @Schema(description = "Exactly one of `studentIds` and `candidateIds`; the attempt settings as on `POST /api/assignments`.")
    record BulkAssignRequest(String formId, List<String> studentIds, List<String> candidateIds, Instant scheduledAt,
                             Instant expiresAt,
                             @Schema(description = "Send each participant the invitation and schedule the reminders; default true")
                             @JsonProperty("notify") Boolean notifyParticipants,
                             @Schema(type = SchemaType.INTEGER, nullable = true) JsonNode timeLimitSeconds, Integer graceSeconds,
                             @Schema(type = SchemaType.INTEGER, nullable = true) JsonNode attemptsAllowed, String gradingPolicy,
                             Integer attemptCooldownSeconds, String showScore, String showCorrectAnswers, String showFeedback) {

        AttemptSettings.Overrides attemptSettings() {
            return AttemptSettingsBody.overrides(timeLimitSeconds, graceSeconds, attemptsAllowed, gradingPolicy,
                    attemptCooldownSeconds, showScore, showCorrectAnswers, showFeedback);
        }

        List<Participant> participants() {
            if ((studentIds == null) == (candidateIds == null)) {
                throw DomainException.invalidRequest("studentIds or candidateIds: send exactly one of them");
            }
            List<String> ids = studentIds != null ? studentIds : candidateIds;
            String field = studentIds != null ? "studentIds" : "candidateIds";
            List<Participant> participants = new ArrayList<>();
            for (int i = 0; i < ids.size(); i++) {
                String id = QueryValues.text(ids.get(i));
                if (id == null) {
                    throw DomainException.invalid(field + "[" + i + "]", "is required");
                }
                participants.add(studentIds != null ? Participant.of(id, null) : Participant.of(null, id));
            }
            return participants;
        }
    }

    @Schema(name = "BulkAssignment")
    record BulkAssignResponse(@Schema(description = "How many assignments were made") int created,
                              @Schema(description = "The assignments, in the order of the ids sent") List<AssignmentResponse> data) {
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
            var outcome = view.outcome();
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
