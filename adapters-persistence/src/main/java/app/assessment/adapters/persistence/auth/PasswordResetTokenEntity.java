package app.assessment.adapters.persistence.auth;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

@Entity
@Table(name = "password_reset_tokens")
public class PasswordResetTokenEntity extends OneTimeSecretEntity {
    @Column(name = "token_hash", nullable = false)
    public String tokenHash;
}
