package app.assessment.application.port.out.user;

import app.assessment.domain.user.User;
import java.util.List;
import java.util.Optional;

public interface UserRepository {
    void add(User user);

    void update(User user);

    Optional<User> byId(String id);

    /**
     * The user as committed now, with the row locked until the transaction ends: concurrent
     * callers take turns, and each sees what the one before it wrote.
     */
    Optional<User> lockedById(String id);

    /** By login e-mail, compared without case. */
    Optional<User> byEmail(String email);

    boolean emailTaken(String email);

    boolean usernameTaken(String username);

    List<User> inOrganization(String organizationId);

    /** Whether any user exists at all (first start), in the caller's transaction. */
    boolean any();

    /**
     * As {@link #any()}, as committed, for a caller outside any transaction (the first-start check
     * before readiness); it opens no session and holds a connection only for its one query.
     */
    boolean anyOutsideTransaction();
}
