package app.assessment.adapters.persistence.people;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "teachers")
public class TeacherEntity {
    @Id
    public String id;
    @Column(name = "organization_id", nullable = false)
    public String organizationId;
    @Column(name = "user_id")
    public String userId;
    @Column(nullable = false)
    public String name;
    public String email;
    public String phone;
    public String specialty;
    @Column(name = "created_at", nullable = false)
    public Instant createdAt;
    @Column(name = "updated_at", nullable = false)
    public Instant updatedAt;
}
