package app.assessment.adapters.persistence.form;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

@Entity
@Table(name = "forms")
public class FormEntity {
    @Id
    public String id;
    @Column(name = "organization_id", nullable = false)
    public String organizationId;
    @Column(name = "owner_id", nullable = false)
    public String ownerId;
    @Column(nullable = false)
    public String title;
    @Column(name = "search_title", nullable = false)
    public String searchTitle;
    public String description;
    public String category;
    @Column(nullable = false)
    public String type;
    @Column(name = "target_audience", nullable = false)
    public String targetAudience;
    @Column(name = "is_published")
    public boolean published;
    @Column(name = "is_template")
    public boolean template;
    /** JSON array of {min, max, label, color}. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "score_ranges", nullable = false)
    public String scoreRanges;
    /** AttemptSettings as JSON; null for the defaults. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "attempt_settings")
    public String attemptSettings;
    /** FormLayout as JSON (ADR 0053); null for a form sent the old way. */
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "layout")
    public String layout;
    @Column(name = "question_count")
    public int questionCount;
    @Column(name = "created_at", nullable = false)
    public Instant createdAt;
    @Column(name = "updated_at", nullable = false)
    public Instant updatedAt;
    @Column(name = "deleted_at")
    public Instant deletedAt;
}
