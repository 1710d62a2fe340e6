package app.assessment.application.fakes;

import app.assessment.application.port.out.user.TeacherProfileRepository;
import app.assessment.domain.people.Teacher;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Teacher records by the id of the user account they are linked to. */
public final class InMemoryTeachers implements TeacherProfileRepository {

    public final Map<String, Teacher> byUserId = new LinkedHashMap<>();

    @Override
    public void add(Teacher teacher) {
        byUserId.put(teacher.userId(), teacher);
    }

    @Override
    public void update(Teacher teacher) {
        add(teacher);
    }

    @Override
    public Optional<Teacher> byUserId(String userId) {
        return Optional.ofNullable(byUserId.get(userId));
    }
}
