package app.assessment.application.service.user;

import static app.assessment.application.fakes.Samples.ORG;
import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.EmptyPorts;
import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.fakes.NoStudentAccounts;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.user.UpdateUserUseCase.Command;
import app.assessment.application.port.out.OrganizationRepository;
import app.assessment.application.port.out.auth.PasswordHasher;
import app.assessment.application.port.out.people.StudentRepository;
import app.assessment.application.port.out.user.TeacherProfileRepository;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Who may change what of a user: every actor role against every target (themselves, or another
 * user of each role) and every kind of change. {@code ok}, or the code of the 403.
 */
class UserServiceTest {

    private final InMemoryUsers users = new InMemoryUsers();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final FixedClock clock = new FixedClock(T0.plus(Duration.ofDays(1)));
    private final UserService service = new UserService(users, EmptyPorts.of(TeacherProfileRepository.class),
            EmptyPorts.of(StudentRepository.class), new NoStudentAccounts(), EmptyPorts.of(OrganizationRepository.class),
            new PlainHasher(), audit, new SequentialIds(), clock);

    @BeforeEach
    void oneUserOfEachRole() {
        for (Role role : Role.values()) {
            users.add(new User(role.name().toLowerCase(), ORG, role.name().toLowerCase() + "@example.com", null, "User " + role,
                    null, null, "hash", role, true, 0, null, null, null, null, T0, T0));
        }
    }

    @ParameterizedTest(name = "{0} changes {2} of {1}: {3}")
    @CsvSource({
        // A user changes their own name whatever their role.
        "PROFESSOR,self,name,ok", "STUDENT,self,name,ok", "ADMIN,self,name,ok", "SUPER_ADMIN,self,name,ok",
        // Anything else of themselves, and anything of others, is for administrators.
        "PROFESSOR,self,password,FORBIDDEN", "PROFESSOR,self,active,FORBIDDEN", "PROFESSOR,self,role:ADMIN,FORBIDDEN",
        "STUDENT,self,role:PROFESSOR,FORBIDDEN", "PROFESSOR,STUDENT,name,FORBIDDEN", "PROFESSOR,ADMIN,active,FORBIDDEN",
        // An administrator manages the organization's users but a SUPER_ADMIN, and gives any role but SUPER_ADMIN.
        "ADMIN,PROFESSOR,name,ok", "ADMIN,PROFESSOR,active,ok", "ADMIN,PROFESSOR,password,ok", "ADMIN,PROFESSOR,role:ADMIN,ok",
        "ADMIN,STUDENT,active,ok", "ADMIN,PROFESSOR,role:SUPER_ADMIN,ROLE_NOT_ALLOWED",
        "ADMIN,self,role:SUPER_ADMIN,ROLE_NOT_ALLOWED", "ADMIN,SUPER_ADMIN,name,ROLE_NOT_ALLOWED",
        "ADMIN,SUPER_ADMIN,active,ROLE_NOT_ALLOWED",
        // A SUPER_ADMIN does all of it.
        "SUPER_ADMIN,ADMIN,role:SUPER_ADMIN,ok", "SUPER_ADMIN,PROFESSOR,active,ok", "SUPER_ADMIN,self,role:ADMIN,ok"})
    void update_permissionMatrix(Role actor, String target, String change, String outcome) {
        String id = target.equals("self") ? actor.name().toLowerCase() : target.toLowerCase();
        User before = users.byId(id).orElseThrow();
        Command command = command(Samples.caller(actor, actor.name().toLowerCase()), id, change);

        DomainException refused = catchThrowableOfType(DomainException.class, () -> service.update(command));

        if (outcome.equals("ok")) {
            assertThat(refused).isNull();
            assertThat(audit.last().action()).isEqualTo("user.update");
            assertThat(users.byId(id).orElseThrow()).isNotEqualTo(before);
        } else {
            assertThat(refused).isNotNull();
            assertThat(refused.kind()).isEqualTo(DomainException.Kind.FORBIDDEN);
            assertThat(refused.code()).isEqualTo(outcome);
            assertThat(users.byId(id).orElseThrow()).isEqualTo(before);
            assertThat(audit.entries).isEmpty();
        }
    }

    private static Command command(Caller caller, String id, String change) {
        return switch (change.split(":")[0]) {
            case "name" -> new Command(caller, id, "Novo Nome", null, null, null, null, null, null);
            case "password" -> new Command(caller, id, null, null, null, null, null, "Outra-Senha-2026!", null);
            case "active" -> new Command(caller, id, null, null, null, null, false, null, null);
            case "role" -> new Command(caller, id, null, null, null, Role.valueOf(change.split(":")[1]), null, null, null);
            default -> throw new IllegalArgumentException(change);
        };
    }

    /** Enough of a hasher to tell a changed password: the hash names it. */
    private static final class PlainHasher implements PasswordHasher {
        @Override
        public String hash(String password) {
            return "hashed:" + password;
        }

        @Override
        public boolean matches(String password, String hash) {
            return hash.equals(hash(password));
        }

        @Override
        public void burnVerification(String password) {
        }
    }
}
