package app.assessment.application.service.user;

import app.assessment.application.service.organization.AdministeredOrganization;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.user.CreateUserUseCase;
import app.assessment.application.port.in.user.ListUsersUseCase;
import app.assessment.application.port.in.user.UpdateUserUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.application.port.out.auth.PasswordHasher;
import app.assessment.application.port.out.people.StudentRepository;
import app.assessment.application.port.out.user.StudentAccountRepository;
import app.assessment.application.port.out.user.TeacherProfileRepository;
import app.assessment.application.port.out.user.UserRepository;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.people.Student;
import app.assessment.domain.people.Teacher;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.StudentLink;
import app.assessment.domain.user.User;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

@ApplicationScoped
public class UserService implements CreateUserUseCase, UpdateUserUseCase, ListUsersUseCase {

    private final UserRepository users;
    private final TeacherProfileRepository teachers;
    private final StudentRepository students;
    private final StudentAccountRepository studentAccounts;
    private final OrganizationRepository organizations;
    private final PasswordHasher hasher;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;

    public UserService(UserRepository users, TeacherProfileRepository teachers, StudentRepository students,
                       StudentAccountRepository studentAccounts, OrganizationRepository organizations, PasswordHasher hasher,
                       AuditTrail auditTrail, IdGenerator ids, Clock clock) {
        this.users = users;
        this.teachers = teachers;
        this.students = students;
        this.studentAccounts = studentAccounts;
        this.organizations = organizations;
        this.hasher = hasher;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    @Transactional
    public String create(CreateUserUseCase.Command command) {
        Caller caller = command.caller();
        if (!Permissions.canCreateUserWithRole(caller.role(), command.role())) {
            throw new DomainException(DomainException.Kind.FORBIDDEN, "ROLE_NOT_ALLOWED",
                    "Your role cannot create a user with role " + command.role().name());
        }
        String organizationId = targetOrganization(caller, command.organizationId());
        if (users.emailTaken(command.email())) {
            throw DomainException.conflict("DUPLICATE_EMAIL", "A user with this e-mail already exists");
        }
        if (command.username() != null && !command.username().isBlank() && users.usernameTaken(command.username())) {
            throw DomainException.conflict("DUPLICATE_USERNAME", "A user with this username already exists");
        }
        Instant now = clock.now();
        User user = new User(ids.newId(), organizationId, command.email(), blankToNull(command.username()), command.displayName(),
                command.firstName(), command.lastName(), hasher.hash(command.password()), command.role(), true, 0, null,
                null, null, null, now, now);
        users.add(user);
        if (command.studentId() != null) {
            studentAccounts.link(user.id(), linkableStudent(organizationId, command.studentId()));
        }
        if (user.role() == Role.PROFESSOR) {
            teachers.add(Teacher.create(ids.newId(), organizationId, user.id(), user.name(), user.email(), null, null, now));
        }
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("email", user.email());
        changes.put("name", user.name());
        changes.put("role", user.role().name());
        if (command.studentId() != null) {
            changes.put("studentId", command.studentId());
        }
        auditTrail.record(new AuditEntry(now, caller.actor().inOrganization(organizationId), "user.create", "User", user.id(), changes));
        return user.id();
    }

    @Override
    @Transactional
    public User update(UpdateUserUseCase.Command command) {
        Caller caller = command.caller();
        boolean self = command.id().equals(caller.userId());
        User current = users.byId(command.id())
                .filter(u -> u.organizationId().equals(caller.organizationId()))
                .orElseThrow(() -> DomainException.notFound("User"));
        boolean administeredFields = command.role() != null || command.active() != null || command.password() != null
                || command.studentId() != null;
        if (!Permissions.canUpdateUser(caller.role(), self, administeredFields)) {
            throw new DomainException(DomainException.Kind.FORBIDDEN, "FORBIDDEN", "Only administrators may change this");
        }
        if (!Permissions.canChangeUserOfRole(caller.role(), current.role())
                || command.role() != null && !Permissions.canCreateUserWithRole(caller.role(), command.role())) {
            throw new DomainException(DomainException.Kind.FORBIDDEN, "ROLE_NOT_ALLOWED", "Your role cannot give or change that role");
        }
        Instant now = clock.now();
        Map<String, Object> changes = new LinkedHashMap<>();
        User updated = current;
        if (command.name() != null) {
            updated = updated.withProfile(command.name().strip(), updated.contactEmail(), updated.phone(), now);
            changes.put("name", updated.name());
        }
        if (command.firstName() != null || command.lastName() != null) {
            updated = updated.withNames(command.firstName(), command.lastName(), now);
            changes.put("firstName", updated.firstName());
            changes.put("lastName", updated.lastName());
        }
        if (command.role() != null) {
            updated = updated.withRole(command.role(), now);
            changes.put("role", command.role().name());
        }
        if (command.active() != null) {
            updated = updated.withActive(command.active(), now);
            changes.put("active", command.active());
        }
        if (command.password() != null) {
            updated = updated.withPasswordHash(hasher.hash(command.password()), now);
            // The change is recorded, never the password: the log holds no secret whatever its masking knows.
            changes.put("password", AuditEntry.MASK);
        }
        if (command.studentId() != null) {
            StudentLink.check(updated.role(), command.studentId(), false);
            studentAccounts.link(updated.id(), linkableStudent(updated.organizationId(), command.studentId()));
            changes.put("studentId", command.studentId());
        }
        users.update(updated);
        syncTeacherName(updated);
        auditTrail.record(new AuditEntry(now, caller.actor(), "user.update", "User", updated.id(), changes));
        return updated;
    }

    @Override
    @Transactional
    public List<User> list(Caller caller) {
        return users.inOrganization(caller.organizationId());
    }

    /** The spec: a user's name is also the name of their linked teacher record. */
    private void syncTeacherName(User user) {
        teachers.byUserId(user.id())
                .filter(t -> !t.name().equals(user.name()))
                .ifPresent(t -> teachers.update(t.withDetails(user.name(), t.email(), t.phone(), t.specialty())));
    }

    /** A live student of the account's organization; any other id is 404, as for every other record. */
    private String linkableStudent(String organizationId, String studentId) {
        return students.byId(organizationId, studentId).map(Student::id).orElseThrow(() -> DomainException.notFound("Student"));
    }

    private String targetOrganization(Caller caller, String requested) {
        return AdministeredOrganization.existing(caller, Permissions.writeTarget(caller.role(), caller.organizationId(), requested),
                organizations);
    }

    private static String blankToNull(String value) {
        return value == null || value.isBlank() ? null : value.strip();
    }
}
