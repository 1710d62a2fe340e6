package app.assessment.adapters.persistence.people;

import app.assessment.domain.people.Teacher;
import java.time.Instant;

final class TeacherMapper {
    private TeacherMapper() {
    }

    static Teacher toDomain(TeacherEntity e) {
        return new Teacher(e.id, e.organizationId, e.userId, e.name, e.email, e.phone, e.specialty, e.createdAt, e.deletedAt);
    }

    static void copy(Teacher teacher, TeacherEntity e, Instant now) {
        e.copyPerson(teacher.id(), teacher.organizationId(), teacher.name(), teacher.email(), teacher.phone(),
                teacher.createdAt(), now);
        e.userId = teacher.userId();
        e.specialty = teacher.specialty();
        e.deletedAt = teacher.deletedAt();
    }
}
