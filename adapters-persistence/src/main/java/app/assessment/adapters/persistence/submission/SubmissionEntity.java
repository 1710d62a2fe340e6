package app.assessment.adapters.persistence.submission;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;
import java.time.Instant;

@Entity
@Table(name = "submissions")
public class SubmissionEntity {
    @Id
    public String id;
    @Column(name = "organization_id", nullable = false)
    public String organizationId;
    @Column(name = "assignment_id", nullable = false)
    public String assignmentId;
    @Column(name = "form_id", nullable = false)
    public String formId;
    @Column(name = "student_id")
    public String studentId;
    @Column(name = "candidate_id")
    public String candidateId;
    @Column(name = "assigned_by_id", nullable = false)
    public String assignedById;
    @Column(name = "form_title", nullable = false)
    public String formTitle;
    @Column(name = "participant_name", nullable = false)
    public String participantName;
    @Column(name = "search_text", nullable = false)
    public String searchText;
    @Column(name = "total_score", nullable = false)
    public BigDecimal totalScore;
    @Column(name = "max_score", nullable = false)
    public BigDecimal maxScore;
    @Column(nullable = false)
    public BigDecimal percentage;
    @Column(name = "score_label")
    public String scoreLabel;
    @Column(name = "score_color")
    public String scoreColor;
    @org.hibernate.annotations.JdbcTypeCode(org.hibernate.type.SqlTypes.JSON)
    @Column(name = "score_ranges", nullable = false)
    public String scoreRanges;
    @Column(name = "completed_at", nullable = false)
    public Instant completedAt;
}
