package app.assessment.adapters.persistence.assignment;

import jakarta.persistence.Column;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "assignments")
public class AssignmentEntity {
    @Id
    public String id;
    @Column(name = "organization_id", nullable = false)
    public String organizationId;
    @Column(name = "form_id", nullable = false)
    public String formId;
    @Column(name = "student_id")
    public String studentId;
    @Column(name = "candidate_id")
    public String candidateId;
    @Column(name = "assigned_by_id", nullable = false)
    public String assignedById;
    @Column(nullable = false)
    public String token;
    @Column(nullable = false)
    public String status;
    @Column(name = "scheduled_at")
    public Instant scheduledAt;
    @Column(name = "expires_at")
    public Instant expiresAt;
    @Column(name = "cancelled_at")
    public Instant cancelledAt;
    @Column(name = "cancellation_reason")
    public String cancellationReason;
    @Column(name = "completed_at")
    public Instant completedAt;
    /** AttemptSettings as JSON, null for the defaults; written by the repository, not the mapper (it is not on the Assignment). */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "attempt_settings")
    public String attemptSettings;
    @Column(name = "created_at", nullable = false)
    public Instant createdAt;
    @Column(name = "updated_at", nullable = false)
    public Instant updatedAt;
}
