package app.assessment.adapters.persistence.people;

import app.assessment.adapters.persistence.shared.UniqueViolations;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.application.port.out.people.StudentRepository;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;
import app.assessment.domain.shared.DomainException;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

@ApplicationScoped
public class PanacheStudentRepository implements StudentRepository, PanacheRepositoryBase<StudentEntity, String> {

    private final Clock clock;

    public PanacheStudentRepository(Clock clock) {
        this.clock = clock;
    }

    @Override
    public void add(Student student) {
        StudentEntity entity = new StudentEntity();
        StudentMapper.copy(student, entity, clock.now());
        UniqueViolations.translate(() -> persistAndFlush(entity));
    }

    @Override
    public void update(Student student) {
        StudentEntity entity = findByIdOptional(student.id()).orElseThrow(() -> DomainException.notFound("Student"));
        StudentMapper.copy(student, entity, clock.now());
        UniqueViolations.translate(this::flush);
    }

    @Override
    public Optional<Student> byId(String organizationId, String id) {
        return PeopleLists.visible(this, organizationId, id).map(StudentMapper::toDomain);
    }

    @Override
    public ResultPage<Student> list(String organizationId, PeopleSearch search, StudentStatus status, PageRequest page) {
        return PeopleLists.page(this, StudentEntity.class, organizationId, search, status, page, StudentMapper::toDomain);
    }

    @Override
    public List<Student> matching(String organizationId, Collection<String> lowerCaseEmails, Collection<String> documents) {
        return PeopleBatches.matching(this, organizationId, lowerCaseEmails, documents).stream().map(StudentMapper::toDomain).toList();
    }

    @Override
    public void addAll(List<Student> students) {
        Instant now = clock.now();
        PeopleBatches.addAll(this, students, StudentEntity::new, (student, row) -> StudentMapper.copy(student, row, now));
    }

    @Override
    public void updateAll(List<Student> students) {
        Instant now = clock.now();
        PeopleBatches.updateAll(this, students, Student::id, (student, row) -> StudentMapper.copy(student, row, now));
    }
}
