package app.assessment.adapters.persistence.assignment;

import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import java.time.Instant;

final class AssignmentMapper {
    private AssignmentMapper() {
    }

    static Assignment toDomain(AssignmentEntity e) {
        return new Assignment(e.id, e.organizationId, e.formId, Participants.of(e.studentId, e.candidateId), e.assignedById, e.token,
                AssignmentStatus.valueOf(e.status), e.scheduledAt, e.expiresAt, e.cancelledAt, e.cancellationReason, e.completedAt,
                e.createdAt);
    }

    static void copy(Assignment a, AssignmentEntity e, Instant now) {
        e.id = a.id();
        e.organizationId = a.organizationId();
        e.formId = a.formId();
        e.studentId = a.participant().studentId().orElse(null);
        e.candidateId = a.participant().candidateId().orElse(null);
        e.assignedById = a.assignedById();
        e.token = a.token();
        e.status = a.status().name();
        e.scheduledAt = a.scheduledAt();
        e.expiresAt = a.expiresAt();
        e.cancelledAt = a.cancelledAt();
        e.cancellationReason = a.cancellationReason();
        e.completedAt = a.completedAt();
        e.createdAt = a.createdAt();
        e.updatedAt = now;
    }
}
