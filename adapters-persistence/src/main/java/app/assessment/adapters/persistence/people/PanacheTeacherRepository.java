package app.assessment.adapters.persistence.people;

import app.assessment.adapters.persistence.shared.UniqueViolations;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.application.port.out.people.TeacherRepository;
import app.assessment.application.port.out.user.TeacherProfileRepository;
import app.assessment.domain.people.Teacher;
import app.assessment.domain.shared.DomainException;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/** One table behind both ports: every teacher of an organization, some of them linked to an account. */
@ApplicationScoped
public class PanacheTeacherRepository implements TeacherRepository, TeacherProfileRepository,
        PanacheRepositoryBase<TeacherEntity, String> {

    private final Clock clock;

    public PanacheTeacherRepository(Clock clock) {
        this.clock = clock;
    }

    @Override
    public void add(Teacher teacher) {
        TeacherEntity entity = new TeacherEntity();
        TeacherMapper.copy(teacher, entity, clock.now());
        UniqueViolations.translate(() -> persistAndFlush(entity));
    }

    @Override
    public void update(Teacher teacher) {
        TeacherMapper.copy(teacher, row(teacher.id()), clock.now());
        UniqueViolations.translate(this::flush);
    }

    /** A removed profile no longer belongs to the account: the profile routes fall back to the account's own data. */
    @Override
    public Optional<Teacher> byUserId(String userId) {
        return find("userId = ?1 and deletedAt is null", userId).firstResultOptional().map(TeacherMapper::toDomain);
    }

    @Override
    public Optional<Teacher> byId(String organizationId, String id) {
        return PeopleLists.visible(this, organizationId, id).map(TeacherMapper::toDomain);
    }

    @Override
    public ResultPage<Teacher> list(String organizationId, PeopleSearch search, PageRequest page) {
        return PeopleLists.page(this, TeacherEntity.class, organizationId, search, null, page, TeacherMapper::toDomain);
    }


    private TeacherEntity row(String id) {
        return findByIdOptional(id).orElseThrow(() -> DomainException.notFound("Teacher"));
    }
}
