package app.assessment.application.service.people;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.CreateStudentUseCase;
import app.assessment.application.port.in.people.DeleteStudentUseCase;
import app.assessment.application.port.in.people.GetStudentUseCase;
import app.assessment.application.port.in.people.ListStudentsUseCase;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.application.port.in.people.StudentData;
import app.assessment.application.port.in.people.UpdateStudentUseCase;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.people.ParticipantHistory;
import app.assessment.application.port.out.people.StudentRepository;
import app.assessment.application.service.accommodation.Accommodations;
import app.assessment.domain.assignment.StudentParticipant;
import app.assessment.domain.people.PayerDocument;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;
import app.assessment.domain.shared.DomainException;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Map;

@ApplicationScoped
public class StudentService implements ListStudentsUseCase, GetStudentUseCase, CreateStudentUseCase, UpdateStudentUseCase,
        DeleteStudentUseCase {

    private final StudentRepository students;
    private final ParticipantHistory history;
    private final PeopleAudit audit;
    private final IdGenerator ids;
    private final Clock clock;
    private final Accommodations accommodations;

    public StudentService(StudentRepository students, ParticipantHistory history, PeopleAudit audit, IdGenerator ids,
                          Clock clock, Accommodations accommodations) {
        this.accommodations = accommodations;
        this.students = students;
        this.history = history;
        this.audit = audit;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    @Transactional
    public ResultPage<Student> list(Caller caller, PeopleSearch search, StudentStatus status, PageRequest page) {
        return students.list(caller.organizationId(), search, status, page);
    }

    @Override
    @Transactional
    public StudentProfile get(Caller caller, String id) {
        Student student = existing(caller, id);
        return new StudentProfile(student, history.submissionsOfStudent(caller.organizationId(), student.id()));
    }

    @Override
    @Transactional
    public Student create(Caller caller, StudentData data) {
        Instant now = clock.now();
        Student student = new Student(ids.newId(), caller.organizationId(), Edits.name(data.name(), null), data.status(),
                data.age(), Edits.text(data.grade(), null), Edits.text(data.gender(), null), Edits.text(data.email(), null),
                Edits.text(data.phone(), null), Edits.text(data.cpfCnpj(), null), now, null);
        students.add(student);
        var accommodation = accommodations.applyToPerson(caller.organizationId(), new StudentParticipant(student.id()),
                data.accommodation(), now);
        audit.record(caller, now, "student.create", "Student", student.id(), Accommodations.withAudited(fields(student), accommodation));
        return student;
    }

    @Override
    @Transactional
    public Student update(Caller caller, String id, StudentData changes) {
        Student current = existing(caller, id);
        Student updated = new Student(current.id(), current.organizationId(), Edits.name(changes.name(), current.name()),
                Edits.value(changes.status(), current.status()), Edits.value(changes.age(), current.age()),
                Edits.text(changes.grade(), current.grade()), Edits.text(changes.gender(), current.gender()),
                Edits.text(changes.email(), current.email()), Edits.text(changes.phone(), current.phone()),
                Edits.text(changes.cpfCnpj(), current.cpfCnpj()), current.createdAt(), null);
        students.update(updated);
        Instant now = clock.now();
        var accommodation = accommodations.applyToPerson(caller.organizationId(), new StudentParticipant(id), changes.accommodation(), now);
        audit.record(caller, now, "student.update", "Student", id, Accommodations.withAudited(fields(updated), accommodation));
        return updated;
    }

    @Override
    @Transactional
    public void delete(Caller caller, String id) {
        audit.removal(caller, "Student", id, at -> students.update(existing(caller, id).softDelete(at)));
    }

    private Student existing(Caller caller, String id) {
        return students.byId(caller.organizationId(), id).orElseThrow(() -> DomainException.notFound("Student"));
    }

    private static Map<String, Object> fields(Student s) {
        return PeopleAudit.changes("name", s.name(), "status", s.status().name(), "age", s.age(), "grade", s.grade(),
                "gender", s.gender(), "email", s.email(), "phone", s.phone(), "cpfCnpj", PayerDocument.mask(s.cpfCnpj()));
    }
}
