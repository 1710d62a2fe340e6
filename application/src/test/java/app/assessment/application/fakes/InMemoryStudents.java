package app.assessment.application.fakes;

import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.people.StudentRepository;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Student records by id, found only within their own organization. */
public final class InMemoryStudents implements StudentRepository {

    public final Map<String, Student> byId = new LinkedHashMap<>();

    @Override
    public void add(Student student) {
        byId.put(student.id(), student);
    }

    @Override
    public void update(Student student) {
        add(student);
    }

    @Override
    public Optional<Student> byId(String organizationId, String id) {
        return Optional.ofNullable(byId.get(id)).filter(s -> s.organizationId().equals(organizationId));
    }

    @Override
    public ResultPage<Student> list(String organizationId, PeopleSearch search, StudentStatus status, PageRequest page) {
        throw new UnsupportedOperationException("not needed yet");
    }
}
