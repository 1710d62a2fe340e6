package app.assessment.adapters.persistence.auth;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "sessions")
public class SessionEntity {
    @Id
    public String id;
    @Column(name = "user_id", nullable = false)
    public String userId;
    @Column(name = "created_at", nullable = false)
    public Instant createdAt;
    @Column(name = "expires_at", nullable = false)
    public Instant expiresAt;
    @Column(name = "revoked_at")
    public Instant revokedAt;
    public String ip;
    @Column(name = "user_agent")
    public String userAgent;
    @Column(name = "last_seen_at")
    public Instant lastSeenAt;
}
