package app.assessment.adapters.persistence.people;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

@Entity
@Table(name = "candidates")
public class CandidateEntity extends PersonEntity {
    @Column(nullable = false)
    public String status;
    @Column(name = "promoted_student_id")
    public String promotedStudentId;
    @Column(name = "cpf_cnpj")
    public String cpfCnpj;
}
