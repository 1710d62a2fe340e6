package app.assessment.application.port.out.people;

import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.StudentStatus;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Students, always within one organization. A write that would give two live students of an
 * organization one e-mail fails with the conflict {@code DUPLICATE_EMAIL}.
 */
public interface StudentRepository {

    void add(Student student);

    /** Writes every field, {@code deletedAt} included (a soft delete is an update). */
    void update(Student student);

    /** Empty when absent, deleted, or of another organization. */
    Optional<Student> byId(String organizationId, String id);

    /** In name order, ignoring case and accents; {@code status} null means any. Two statements whatever the page size. */
    ResultPage<Student> list(String organizationId, PeopleSearch search, StudentStatus status, PageRequest page);

    /** Live students of the organization whose e-mail, in lower case, or CPF/CNPJ is one of these; one statement. */
    List<Student> matching(String organizationId, Collection<String> lowerCaseEmails, Collection<String> documents);

    /** Adds many in batches; a duplicate e-mail fails them all with {@code DUPLICATE_EMAIL}. */
    void addAll(List<Student> students);

    /** Writes every field of many, as {@link #update} does one. */
    void updateAll(List<Student> students);
}
