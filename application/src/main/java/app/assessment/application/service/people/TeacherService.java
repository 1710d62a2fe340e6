package app.assessment.application.service.people;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.CreateTeacherUseCase;
import app.assessment.application.port.in.people.DeleteTeacherUseCase;
import app.assessment.application.port.in.people.GetTeacherUseCase;
import app.assessment.application.port.in.people.ListTeachersUseCase;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.application.port.in.people.TeacherData;
import app.assessment.application.port.in.people.UpdateTeacherUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.people.TeacherRepository;
import app.assessment.domain.people.Teacher;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Map;

@ApplicationScoped
public class TeacherService implements ListTeachersUseCase, GetTeacherUseCase, CreateTeacherUseCase, UpdateTeacherUseCase,
        DeleteTeacherUseCase {

    private final TeacherRepository teachers;
    private final PeopleAudit audit;
    private final IdGenerator ids;
    private final Clock clock;

    public TeacherService(TeacherRepository teachers, PeopleAudit audit, IdGenerator ids, Clock clock) {
        this.teachers = teachers;
        this.audit = audit;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    @Transactional
    public ResultPage<Teacher> list(Caller caller, PeopleSearch search, PageRequest page) {
        return teachers.list(caller.organizationId(), search, page);
    }

    @Override
    @Transactional
    public Teacher get(Caller caller, String id) {
        return existing(caller, id);
    }

    @Override
    @Transactional
    public Teacher create(Caller caller, TeacherData data) {
        Instant now = clock.now();
        Teacher teacher = Teacher.create(ids.newId(), caller.organizationId(), null, Edits.name(data.name(), null),
                Edits.text(data.email(), null), Edits.text(data.phone(), null), Edits.text(data.specialty(), null), now);
        teachers.add(teacher);
        audit.record(caller, now, "teacher.create", "Teacher", teacher.id(), fields(teacher));
        return teacher;
    }

    /** The account of a linked teacher keeps its own name: user to teacher is the one direction the spec syncs. */
    @Override
    @Transactional
    public Teacher update(Caller caller, String id, TeacherData changes) {
        Teacher current = existing(caller, id);
        Teacher updated = current.withDetails(Edits.name(changes.name(), current.name()), Edits.text(changes.email(), current.email()),
                Edits.text(changes.phone(), current.phone()), Edits.text(changes.specialty(), current.specialty()));
        teachers.update(updated);
        audit.record(caller, clock.now(), "teacher.update", "Teacher", id, fields(updated));
        return updated;
    }

    @Override
    @Transactional
    public void delete(Caller caller, String id) {
        audit.removal(caller, "Teacher", id, at -> teachers.update(existing(caller, id).softDelete(at)));
    }

    private Teacher existing(Caller caller, String id) {
        return teachers.byId(caller.organizationId(), id).orElseThrow(() -> DomainException.notFound("Teacher"));
    }

    private static Map<String, Object> fields(Teacher t) {
        return PeopleAudit.changes("name", t.name(), "email", t.email(), "phone", t.phone(), "specialty", t.specialty());
    }
}
