package app.assessment.adapters.persistence.people;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

@Entity
@Table(name = "students")
public class StudentEntity extends PersonEntity {
    @Column(nullable = false)
    public String status;
    public Integer age;
    public String grade;
    public String gender;
    @Column(name = "cpf_cnpj")
    public String cpfCnpj;
}
