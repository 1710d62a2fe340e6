package app.assessment.application.service.user;

import static app.assessment.application.fakes.Samples.T0;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryAttemptLimiter;
import app.assessment.application.fakes.InMemoryOrganizations;
import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.RecordingClusterLock;
import app.assessment.application.fakes.RecordingHasher;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.auth.Credentials;
import app.assessment.application.port.out.auth.AuthSettings;
import app.assessment.application.service.auth.CredentialVerifier;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The first start: on an empty database, one organization and its SUPER_ADMIN, once, under the
 * cluster lock, with a password the policy accepts, stored hashed. Keeping the development password
 * out of production is the configuration's check (FirstStartConfig) and the sign-in's refusal.
 */
class BootstrapAdminServiceTest {

    private static final String EMAIL = "root@example.com";
    private static final String PASSWORD = "Senha-Inicial-2026";

    private final InMemoryUsers users = new InMemoryUsers();
    private final InMemoryOrganizations organizations = new InMemoryOrganizations();
    private final RecordingHasher hasher = new RecordingHasher();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final FixedClock clock = new FixedClock(T0);

    private BootstrapAdminService service(RecordingClusterLock lock) {
        return new BootstrapAdminService(users, organizations, hasher, lock, audit, new SequentialIds(), clock);
    }

    @Test
    void emptyDatabase_getsOneOrganizationAndItsSuperAdmin_passwordHashed_audited() {
        RecordingClusterLock lock = new RecordingClusterLock();
        BootstrapAdminService service = service(lock);
        assertThat(service.needed()).isTrue();

        assertThat(service.ensureAdmin(EMAIL, PASSWORD, "Escola")).isTrue();

        User admin = users.byEmail(EMAIL).orElseThrow();
        assertThat(organizations.stored).singleElement().satisfies(o -> {
            assertThat(o.name()).isEqualTo("Escola");
            assertThat(admin.organizationId()).isEqualTo(o.id());
        });
        assertThat(admin.role()).isEqualTo(Role.SUPER_ADMIN);
        assertThat(admin.active()).isTrue();
        assertThat(admin.passwordHash()).isEqualTo(hasher.hash(PASSWORD)).isNotEqualTo(PASSWORD);
        assertThat(lock.locked).containsExactly("bootstrap-admin");
        assertThat(audit.actions()).containsExactly("organization.create", "user.create");
        assertThat(service.needed()).isFalse();
    }

    @Test
    void aSecondCall_createsNothing() {
        BootstrapAdminService service = service(new RecordingClusterLock());
        service.ensureAdmin(EMAIL, PASSWORD, "Escola");

        assertThat(service.ensureAdmin("other@example.com", PASSWORD, "Outra")).isFalse();

        assertThat(users.inOrganization(organizations.stored.get(0).id())).hasSize(1);
        assertThat(organizations.stored).hasSize(1);
    }

    @Test
    void anyExistingUser_meansNoBootstrap() {
        users.add(Samples.user("prof", Role.PROFESSOR));
        BootstrapAdminService service = service(new RecordingClusterLock());

        assertThat(service.needed()).isFalse();
        assertThat(service.ensureAdmin(EMAIL, PASSWORD, "Escola")).isFalse();
        assertThat(organizations.stored).isEmpty();
        assertThat(audit.entries).isEmpty();
    }

    @Test
    void anotherInstanceThatCreatedTheAdminWhileThisOneWaitedForTheLock_wins() {
        BootstrapAdminService other = service(new RecordingClusterLock());
        BootstrapAdminService service = service(new RecordingClusterLock(() -> other.ensureAdmin(EMAIL, PASSWORD, "Escola")));

        assertThat(service.ensureAdmin("late@example.com", PASSWORD, "Escola")).isFalse();

        assertThat(organizations.stored).hasSize(1);
        assertThat(users.byEmail("late@example.com")).isEmpty();
    }

    @Test
    void aPasswordThePolicyRefuses_createsNothing() {
        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> service(new RecordingClusterLock()).ensureAdmin(EMAIL, "curta", "Escola"));

        assertThat(refused.code()).isEqualTo("VALIDATION_FAILED");
        assertThat(users.any()).isFalse();
        assertThat(organizations.stored).isEmpty();
    }

    @Test
    void anAdminBootstrappedWithTheDevelopmentPassword_cannotSignInInProduction() {
        String devPassword = "admin12345";
        service(new RecordingClusterLock()).ensureAdmin(EMAIL, devPassword, "Escola");
        AuthSettings production = new AuthSettings(Duration.ofDays(30), Duration.ofDays(1), true, devPassword, 5,
                Duration.ofMinutes(10), Duration.ofMinutes(10), "pepper");
        CredentialVerifier verifier = new CredentialVerifier(users, hasher, new InMemoryAttemptLimiter(clock), production);

        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> verifier.verify(new Credentials(EMAIL, devPassword, "203.0.113.7")));

        assertThat(refused.code()).isEqualTo("DEFAULT_PASSWORD_REFUSED");
        assertThat(refused.kind()).isEqualTo(DomainException.Kind.UNAUTHENTICATED);
    }
}
