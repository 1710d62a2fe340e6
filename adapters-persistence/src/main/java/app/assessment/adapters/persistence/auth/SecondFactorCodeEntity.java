package app.assessment.adapters.persistence.auth;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

@Entity
@Table(name = "second_factor_codes")
public class SecondFactorCodeEntity extends OneTimeSecretEntity {
    @Column(name = "code_hash", nullable = false)
    public String codeHash;
}
