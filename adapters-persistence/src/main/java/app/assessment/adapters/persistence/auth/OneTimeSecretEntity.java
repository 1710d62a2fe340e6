package app.assessment.adapters.persistence.auth;

import jakarta.persistence.Column;
import jakarta.persistence.MappedSuperclass;
import java.time.Instant;

/** Columns shared by reset tokens and second-factor codes; each has its own table. */
@MappedSuperclass
public abstract class OneTimeSecretEntity {
    @jakarta.persistence.Id
    public String id;
    @Column(name = "user_id", nullable = false)
    public String userId;
    @Column(name = "expires_at", nullable = false)
    public Instant expiresAt;
    @Column(name = "used_at")
    public Instant usedAt;
    @Column(name = "created_at", nullable = false)
    public Instant createdAt;
}
