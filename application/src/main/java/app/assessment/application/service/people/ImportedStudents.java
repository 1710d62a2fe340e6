package app.assessment.application.service.people;

import app.assessment.application.port.in.people.ImportPeopleUseCase;
import app.assessment.application.port.in.people.ImportPeopleUseCase.Row;
import app.assessment.application.port.out.people.StudentRepository;
import app.assessment.application.port.out.people.ImportablePeople;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;
import app.assessment.domain.shared.DomainException;
import java.time.Instant;
import java.util.Set;

/** Students as the import reads them; an absent status is {@code ACTIVE}. */
final class ImportedStudents implements ImportedPeople<Student> {

    private final StudentRepository students;

    ImportedStudents(StudentRepository students) {
        this.students = students;
    }

    @Override
    public String entity() {
        return "Student";
    }

    @Override
    public Set<String> fields() {
        return ImportPeopleUseCase.STUDENT_FIELDS;
    }

    @Override
    public Student create(String id, String organizationId, Row row, Instant now) {
        StudentStatus status = row.cell("status") == null ? StudentStatus.ACTIVE : StudentStatus.fromWire(row.cell("status"));
        return new Student(id, organizationId, row.cell("name"), status, age(row), row.cell("grade"), row.cell("gender"),
                row.cell("email"), row.cell("phone"), row.cell("cpfCnpj"), now, null);
    }

    @Override
    public Student merge(Student s, Row row) {
        return new Student(s.id(), s.organizationId(), Edits.value(row.cell("name"), s.name()),
                row.cell("status") == null ? s.status() : StudentStatus.fromWire(row.cell("status")), Edits.value(age(row), s.age()),
                Edits.value(row.cell("grade"), s.grade()), Edits.value(row.cell("gender"), s.gender()),
                Edits.value(row.cell("email"), s.email()), Edits.value(row.cell("phone"), s.phone()),
                Edits.value(row.cell("cpfCnpj"), s.cpfCnpj()), s.createdAt(), null);
    }

    @Override
    public ImportablePeople<Student> store() {
        return students;
    }

    private static Integer age(Row row) {
        String age = row.cell("age");
        if (age == null) {
            return null;
        }
        try {
            return Integer.valueOf(age);
        } catch (NumberFormatException e) {
            throw DomainException.invalid("age", "must be a whole number between 0 and 150");
        }
    }
}
