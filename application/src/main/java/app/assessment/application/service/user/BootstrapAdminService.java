package app.assessment.application.service.user;

import app.assessment.application.port.in.user.BootstrapAdminUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.ClusterLock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.application.port.out.auth.PasswordHasher;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.user.PasswordPolicy;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Map;

@ApplicationScoped
public class BootstrapAdminService implements BootstrapAdminUseCase {

    private final UserRepository users;
    private final OrganizationRepository organizations;
    private final PasswordHasher hasher;
    private final ClusterLock lock;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;

    public BootstrapAdminService(UserRepository users, OrganizationRepository organizations, PasswordHasher hasher,
                                 ClusterLock lock, AuditTrail auditTrail, IdGenerator ids, Clock clock) {
        this.users = users;
        this.organizations = organizations;
        this.hasher = hasher;
        this.lock = lock;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public boolean needed() {
        return !users.anyOutsideTransaction();
    }

    // Several instances may start together on an empty database: the lock makes one of them do it.
    @Override
    @Transactional
    public boolean ensureAdmin(String email, String password, String organizationName) {
        lock.lock("bootstrap-admin");
        if (users.any()) {
            return false;
        }
        PasswordPolicy.check(password);
        Instant now = clock.now();
        Organization organization = new Organization(ids.newId(), organizationName, now);
        organizations.add(organization);
        User admin = new User(ids.newId(), organization.id(), email, null, "Administrator", null, null, hasher.hash(password),
                Role.SUPER_ADMIN, true, 0, null, null, null, null, now, now);
        users.add(admin);
        Actor system = Actor.system(organization.id());
        auditTrail.record(new AuditEntry(now, system, "organization.create", "Organization", organization.id(),
                Map.of("name", organization.name())));
        auditTrail.record(new AuditEntry(now, system, "user.create", "User", admin.id(),
                Map.of("email", admin.email(), "role", admin.role().name())));
        return true;
    }
}
