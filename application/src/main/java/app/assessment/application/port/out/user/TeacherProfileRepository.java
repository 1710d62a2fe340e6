package app.assessment.application.port.out.user;

import app.assessment.domain.people.Teacher;
import java.util.Optional;

/** The teacher profile linked to a sign-in account (a professor's). */
public interface TeacherProfileRepository {
    void add(Teacher teacher);

    void update(Teacher teacher);

    Optional<Teacher> byUserId(String userId);
}
