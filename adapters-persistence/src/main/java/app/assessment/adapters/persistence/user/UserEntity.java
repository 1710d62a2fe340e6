package app.assessment.adapters.persistence.user;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

@Entity
@Table(name = "users")
public class UserEntity {
    @Id
    public String id;
    @Column(name = "organization_id", nullable = false)
    public String organizationId;
    @Column(nullable = false)
    public String email;
    public String username;
    @Column(nullable = false)
    public String name;
    @Column(name = "first_name")
    public String firstName;
    @Column(name = "last_name")
    public String lastName;
    @Column(name = "password_hash")
    public String passwordHash;
    @Column(nullable = false)
    public String role;
    public boolean active;
    @Column(name = "session_version")
    public int sessionVersion;
    @Column(name = "totp_secret")
    public String totpSecret;
    @Column(name = "totp_enabled")
    public boolean totpEnabled;
    @Column(name = "totp_last_step")
    public Long totpLastStep;
    @Column(name = "email_2fa_enabled")
    public boolean email2faEnabled;
    @Column(name = "contact_email")
    public String contactEmail;
    public String phone;
    @Column(name = "image_url")
    public String imageUrl;
    @Column(name = "created_at", nullable = false)
    public Instant createdAt;
    @Column(name = "updated_at", nullable = false)
    public Instant updatedAt;
}
