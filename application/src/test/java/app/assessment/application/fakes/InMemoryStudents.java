package app.assessment.application.fakes;

import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.people.StudentRepository;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Students by id, deleted ones kept; reads see the live ones of the organization asked, as the port promises. */
public final class InMemoryStudents implements StudentRepository {

    public final Map<String, Student> byId = new LinkedHashMap<>();

    @Override
    public void add(Student student) {
        byId.put(student.id(), student);
    }

    @Override
    public void update(Student student) {
        byId.put(student.id(), student);
    }

    @Override
    public Optional<Student> byId(String organizationId, String id) {
        return Optional.ofNullable(byId.get(id)).filter(s -> s.organizationId().equals(organizationId) && !s.isDeleted());
    }

    @Override
    public ResultPage<Student> list(String organizationId, PeopleSearch search, StudentStatus status, PageRequest page) {
        throw new UnsupportedOperationException("not needed yet");
    }

    @Override
    public List<Student> matching(String organizationId, Collection<String> lowerCaseEmails, Collection<String> documents) {
        return byId.values().stream().filter(s -> s.organizationId().equals(organizationId) && !s.isDeleted())
                .filter(s -> (s.email() != null && lowerCaseEmails.contains(s.email().toLowerCase(Locale.ROOT)))
                        || (s.cpfCnpj() != null && documents.contains(s.cpfCnpj())))
                .toList();
    }

    @Override
    public void addAll(List<Student> students) {
        students.forEach(this::add);
    }

    @Override
    public void updateAll(List<Student> students) {
        students.forEach(this::update);
    }
}
