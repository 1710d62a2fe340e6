package app.assessment.adapters.persistence.user;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "user_images")
public class UserImageEntity {
    @Id
    @Column(name = "user_id")
    public String userId;
    @Column(name = "content_type", nullable = false)
    public String contentType;
    @Column(nullable = false)
    public byte[] content;
    @Column(name = "updated_at", nullable = false)
    public Instant updatedAt;
}
