package app.assessment.adapters.persistence.people;

import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;
import java.time.Instant;

final class StudentMapper {
    private StudentMapper() {
    }

    static Student toDomain(StudentEntity e) {
        return new Student(e.id, e.organizationId, e.name, StudentStatus.valueOf(e.status), e.age, e.grade, e.gender, e.email,
                e.phone, e.cpfCnpj, e.createdAt, e.deletedAt);
    }

    static void copy(Student student, StudentEntity e, Instant now) {
        e.copyPerson(student.id(), student.organizationId(), student.name(), student.email(), student.phone(),
                student.createdAt(), now);
        e.status = student.status().name();
        e.age = student.age();
        e.grade = student.grade();
        e.gender = student.gender();
        e.cpfCnpj = student.cpfCnpj();
        e.deletedAt = student.deletedAt();
    }
}
