package app.assessment.adapters.rest.assignment;

import app.assessment.application.port.in.assignment.AssignmentUseCases;
import app.assessment.domain.assignment.Assignment;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

final class AssignmentBodies {
    private AssignmentBodies() {
    }

    @Schema(description = "Exactly one of `studentId` and `candidateId`. The form must be published. `scheduledAt` opens "
            + "the link, `expiresAt` closes it (both optional; `scheduledAt` before `expiresAt`).")
    record AssignRequest(String formId, String studentId, String candidateId, Instant scheduledAt, Instant expiresAt) {
    }

    @Schema(description = "`reason`: at least 10 characters.")
    record CancelRequest(String reason) {
    }

    record Ref(String id, String name) {
    }

    record FormRef(String id, String title) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record AssignmentResponse(String id, String token, String testLinkPath, String status, String formId, FormRef form,
                              String studentId, String candidateId, Ref participant, String assignedById, Instant scheduledAt,
                              Instant expiresAt, Instant cancelledAt, String cancellationReason, Instant completedAt, Instant createdAt) {
        static AssignmentResponse from(AssignmentUseCases.View view) {
            Assignment a = view.assignment();
            return new AssignmentResponse(a.id(), a.token(), "/api/test-link/" + a.token(), a.status().name(), a.formId(),
                    new FormRef(a.formId(), view.formTitle()), a.participant().studentId().orElse(null),
                    a.participant().candidateId().orElse(null), new Ref(a.participant().id(), view.participantName()), a.assignedById(),
                    a.scheduledAt(), a.expiresAt(), a.cancelledAt(), a.cancellationReason(), a.completedAt(), a.createdAt());
        }
    }

    record AssignmentList(List<AssignmentResponse> data, long total, int page, int pageSize) {
    }
}
