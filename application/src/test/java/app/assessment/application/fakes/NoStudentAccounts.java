package app.assessment.application.fakes;

import app.assessment.application.port.out.user.StudentAccountRepository;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/** Student accounts linked by a test; none at first. */
public final class NoStudentAccounts implements StudentAccountRepository {

    private final Map<String, String> links = new HashMap<>();

    @Override
    public Optional<String> studentOf(String userId) {
        return Optional.ofNullable(links.get(userId));
    }

    @Override
    public void link(String userId, String studentId) {
        links.put(userId, studentId);
    }
}
