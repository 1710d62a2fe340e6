package app.assessment.adapters.persistence.people;

import app.assessment.domain.people.Teacher;
import java.time.Instant;

final class TeacherMapper {
    private TeacherMapper() {
    }

    static Teacher toDomain(TeacherEntity e) {
        return new Teacher(e.id, e.organizationId, e.userId, e.name, e.email, e.phone, e.specialty, e.createdAt);
    }

    static void copy(Teacher teacher, TeacherEntity e, Instant now) {
        e.id = teacher.id();
        e.organizationId = teacher.organizationId();
        e.userId = teacher.userId();
        e.name = teacher.name();
        e.email = teacher.email();
        e.phone = teacher.phone();
        e.specialty = teacher.specialty();
        e.createdAt = teacher.createdAt();
        e.updatedAt = now;
    }
}
