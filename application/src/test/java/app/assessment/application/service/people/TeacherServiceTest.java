package app.assessment.application.service.people;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.application.port.in.people.TeacherData;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.people.TeacherRepository;
import app.assessment.domain.people.Teacher;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TeacherServiceTest {

    private final FixedClock clock = new FixedClock(Samples.T0);
    private final Teachers teachers = new Teachers();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final TeacherService service = new TeacherService(teachers, new PeopleAudit(audit, clock), new SequentialIds(), clock);

    @Test
    void anUpdate_keepsTheLinkToTheTeachersAccount_andWhatWasNotSent() {
        teachers.add(new Teacher("t1", Samples.ORG, "user1", "Rui", "rui@example.org", null, "Física", Samples.T0, null));

        Teacher updated = service.update(Samples.caller(Role.ADMIN, "adm"), "t1", new TeacherData("Rui Costa", null, null, ""));

        assertThat(updated).isEqualTo(new Teacher("t1", Samples.ORG, "user1", "Rui Costa", "rui@example.org", null, null, Samples.T0, null));
        assertThat(teachers.stored.get("t1")).isEqualTo(updated);
        assertThat(audit.last().action()).isEqualTo("teacher.update");
    }

    @Test
    void aNewTeacher_hasNoAccount_andIsAudited() {
        Teacher created = service.create(Samples.caller(Role.PROFESSOR, "prof"), new TeacherData(" Eva ", "eva@example.org", null, null));

        assertThat(created.userId()).isNull();
        assertThat(created.name()).isEqualTo("Eva");
        assertThat(created.createdAt()).isEqualTo(Samples.T0);
        assertThat(audit.last().action()).isEqualTo("teacher.create");
    }

    @Test
    void delete_isForAdministrators_andRemovesAsOfNow() {
        teachers.add(new Teacher("t1", Samples.ORG, null, "Rui", null, null, null, Samples.T0, null));

        DomainException refused = catchThrowableOfType(DomainException.class, () -> service.delete(Samples.caller(Role.PROFESSOR, "p"), "t1"));
        service.delete(Samples.caller(Role.ADMIN, "adm"), "t1");

        assertThat(refused.kind()).isEqualTo(DomainException.Kind.FORBIDDEN);
        assertThat(teachers.stored.get("t1").deletedAt()).isEqualTo(Samples.T0);
        assertThat(audit.actions()).containsExactly("teacher.delete");
    }

    @Test
    void aTeacherOfAnotherOrganization_isNotFound() {
        teachers.add(new Teacher("t9", "org2", null, "Ivo", null, null, null, Samples.T0, null));

        assertThat(catchThrowableOfType(DomainException.class, () -> service.get(Samples.caller(Role.ADMIN, "adm"), "t9")).kind())
                .isEqualTo(DomainException.Kind.NOT_FOUND);
    }

    private static final class Teachers implements TeacherRepository {
        final Map<String, Teacher> stored = new HashMap<>();

        @Override
        public void add(Teacher teacher) {
            stored.put(teacher.id(), teacher);
        }

        @Override
        public void update(Teacher teacher) {
            stored.put(teacher.id(), teacher);
        }

        @Override
        public Optional<Teacher> byId(String organizationId, String id) {
            return Optional.ofNullable(stored.get(id))
                    .filter(t -> t.organizationId().equals(organizationId) && !t.isDeleted());
        }

        @Override
        public ResultPage<Teacher> list(String organizationId, PeopleSearch search, PageRequest page) {
            throw new UnsupportedOperationException("not needed here");
        }

    }
}
