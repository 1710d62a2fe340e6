package app.assessment.application.fakes;

import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.user.User;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Users by id, looked up by login e-mail and username without case, as the adapter does
 * ({@code UserRepositoryContract}); one thread at a time stands for the row lock of lockedById.
 */
public final class InMemoryUsers implements UserRepository {
    private final Map<String, User> byId = new ConcurrentHashMap<>();

    @Override
    public void add(User user) {
        byId.put(user.id(), user);
    }

    @Override
    public void update(User user) {
        byId.put(user.id(), user);
    }

    @Override
    public Optional<User> byId(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    @Override
    public Optional<User> lockedById(String id) {
        return byId(id);
    }

    @Override
    public Optional<User> byEmail(String email) {
        return byId.values().stream().filter(u -> u.email().equalsIgnoreCase(email)).findFirst();
    }

    @Override
    public boolean emailTaken(String email) {
        return byEmail(email).isPresent();
    }

    @Override
    public boolean usernameTaken(String username) {
        return byId.values().stream().anyMatch(u -> u.username() != null && u.username().equalsIgnoreCase(username));
    }

    @Override
    public List<User> inOrganization(String organizationId) {
        return byId.values().stream().filter(u -> u.organizationId().equals(organizationId))
                .sorted(Comparator.comparing(User::name)).toList();
    }

    @Override
    public boolean any() {
        return !byId.isEmpty();
    }

    @Override
    public boolean anyOutsideTransaction() {
        return any();
    }
}
