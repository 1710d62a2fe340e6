package app.assessment.application.fakes;

import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.user.User;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Users kept by login e-mail; one thread at a time stands for the row lock of lockedById. */
public final class InMemoryUsers implements UserRepository {
    private final Map<String, User> byEmail = new ConcurrentHashMap<>();

    @Override
    public void add(User user) {
        byEmail.put(user.email(), user);
    }

    @Override
    public void update(User user) {
        byEmail.put(user.email(), user);
    }

    @Override
    public Optional<User> byId(String id) {
        return byEmail.values().stream().filter(u -> u.id().equals(id)).findFirst();
    }

    @Override
    public Optional<User> lockedById(String id) {
        return byId(id);
    }

    @Override
    public Optional<User> byEmail(String email) {
        return Optional.ofNullable(byEmail.get(email.toLowerCase()));
    }

    @Override
    public boolean emailTaken(String email) {
        return byEmail.containsKey(email.toLowerCase());
    }

    @Override
    public boolean usernameTaken(String username) {
        return false;
    }

    @Override
    public List<User> inOrganization(String organizationId) {
        return byEmail.values().stream().filter(u -> u.organizationId().equals(organizationId)).toList();
    }

    @Override
    public boolean any() {
        return !byEmail.isEmpty();
    }

    @Override
    public boolean anyOutsideTransaction() {
        return any();
    }
}
