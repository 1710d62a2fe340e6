package app.assessment.application.port.out.people;

import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import app.assessment.domain.people.Teacher;
import java.util.Optional;

/**
 * All teachers of an organization, with or without a sign-in account (the linked profile of a
 * professor is {@link app.assessment.application.port.out.user.TeacherProfileRepository}).
 * A duplicate e-mail fails with {@code DUPLICATE_EMAIL}.
 */
public interface TeacherRepository {

    void add(Teacher teacher);

    void update(Teacher teacher);

    /** Empty when absent, removed, or of another organization. */
    Optional<Teacher> byId(String organizationId, String id);

    /** In name order, ignoring case and accents. Two statements whatever the page size. */
    ResultPage<Teacher> list(String organizationId, PeopleSearch search, PageRequest page);
}
