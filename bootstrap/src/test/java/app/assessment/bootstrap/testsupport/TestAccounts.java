package app.assessment.bootstrap.testsupport;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.organization.CreateOrganizationUseCase;
import app.assessment.application.port.out.auth.PasswordHasher;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import io.github.thibaultmeyer.cuid.CUID;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.UUID;

/** Creates organizations and users straight through the ports, for tests that need someone to sign in. */
@ApplicationScoped
public class TestAccounts {

    public static final String PASSWORD = "correct-horse-1";

    private final CreateOrganizationUseCase organizations;
    private final UserRepository users;
    private final PasswordHasher hasher;

    public TestAccounts(CreateOrganizationUseCase organizations, UserRepository users, PasswordHasher hasher) {
        this.organizations = organizations;
        this.users = users;
        this.hasher = hasher;
    }

    /** A super administrator of the platform's own organization, as only one may create organizations. */
    private static final Caller SETUP = new Caller(Actor.user("csetup0000000000000000000", "Test setup", "setup@example.com",
            "cplatform0000000000000000", null), Role.SUPER_ADMIN);

    public Organization organization() {
        return organizations.create(new CreateOrganizationUseCase.Command(SETUP, "Org " + UUID.randomUUID()));
    }

    public User user(Organization organization, Role role) {
        return user(organization, role, SecondFactor.NONE);
    }

    @Transactional
    public User user(Organization organization, Role role, SecondFactor secondFactor) {
        Instant now = Instant.now();
        String id = CUID.randomCUID1().toString();
        User user = new User(id, organization.id(), "u" + id + "@example.com", null, role.name().toLowerCase() + " " + id,
                null, null, hasher.hash(PASSWORD), role, true, 0, secondFactor, null, null, null, now, now);
        users.add(user);
        return user;
    }

    @Transactional
    public void update(User user) {
        users.update(user);
    }

    @Transactional
    public User reload(String id) {
        return users.byId(id).orElseThrow();
    }
}
