package app.assessment.adapters.persistence.people;

import app.assessment.adapters.persistence.shared.UniqueViolations;
import app.assessment.application.port.out.user.TeacherProfileRepository;
import app.assessment.domain.people.Teacher;
import app.assessment.domain.shared.DomainException;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Optional;

@ApplicationScoped
public class PanacheTeacherRepository implements TeacherProfileRepository, PanacheRepositoryBase<TeacherEntity, String> {

    @Override
    public void add(Teacher teacher) {
        TeacherEntity entity = new TeacherEntity();
        TeacherMapper.copy(teacher, entity, Instant.now());
        UniqueViolations.translate(() -> persistAndFlush(entity));
    }

    @Override
    public void update(Teacher teacher) {
        TeacherEntity entity = findByIdOptional(teacher.id()).orElseThrow(() -> DomainException.notFound("Teacher"));
        TeacherMapper.copy(teacher, entity, Instant.now());
        UniqueViolations.translate(this::flush);
    }

    @Override
    public Optional<Teacher> byUserId(String userId) {
        return find("userId", userId).firstResultOptional().map(TeacherMapper::toDomain);
    }
}
