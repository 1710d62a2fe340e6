package app.assessment.adapters.persistence.people;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;

@Entity
@Table(name = "teachers")
public class TeacherEntity extends PersonEntity {
    @Column(name = "user_id")
    public String userId;
    public String specialty;
}
