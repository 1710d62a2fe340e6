package app.assessment.application.port.out.people;

import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;
import java.util.Optional;

/**
 * Students, always within one organization. A write that would give two live students of an
 * organization one e-mail fails with the conflict {@code DUPLICATE_EMAIL}.
 */
public interface StudentRepository extends ImportablePeople<Student> {

    void add(Student student);

    /** Writes every field, {@code deletedAt} included (a soft delete is an update). */
    void update(Student student);

    /** Empty when absent, deleted, or of another organization. */
    Optional<Student> byId(String organizationId, String id);

    /** In name order, ignoring case and accents; {@code status} null means any. Two statements whatever the page size. */
    ResultPage<Student> list(String organizationId, PeopleSearch search, StudentStatus status, PageRequest page);
}
