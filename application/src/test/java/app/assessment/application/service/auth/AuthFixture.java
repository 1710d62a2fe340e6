package app.assessment.application.service.auth;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryAttemptLimiter;
import app.assessment.application.fakes.InMemoryOneTimeSecrets;
import app.assessment.application.fakes.InMemorySessions;
import app.assessment.application.fakes.InMemoryTotpAuthenticator;
import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.RecordingHasher;
import app.assessment.application.fakes.RecordingMailSender;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.auth.Credentials;
import app.assessment.application.port.out.auth.AuthSettings;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import java.time.Duration;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** The sign-in services of this package wired on in-memory fakes, with the production settings' figures. */
final class AuthFixture {

    static final String DEV_PASSWORD = "admin12345";
    static final String PASSWORD = "Senha-Certa-2026";
    static final String IP = "203.0.113.7";
    static final Duration SESSION_LIFETIME = Duration.ofDays(30);

    final FixedClock clock = new FixedClock(Samples.T0);
    final InMemoryUsers users = new InMemoryUsers();
    final RecordingHasher hasher = new RecordingHasher();
    final InMemoryAttemptLimiter limiter = new InMemoryAttemptLimiter(clock);
    final InMemoryOneTimeSecrets secrets = new InMemoryOneTimeSecrets();
    final InMemorySessions sessions = new InMemorySessions(users);
    final InMemoryTotpAuthenticator totp = new InMemoryTotpAuthenticator();
    final RecordingAuditTrail audit = new RecordingAuditTrail();
    final RecordingMailSender mail = new RecordingMailSender();
    final SequentialIds ids = new SequentialIds();
    boolean production;

    AuthSettings settings() {
        return new AuthSettings(SESSION_LIFETIME, Duration.ofDays(1), production, DEV_PASSWORD, 5, Duration.ofMinutes(10),
                Duration.ofMinutes(10), "pepper");
    }

    CredentialVerifier verifier() {
        return new CredentialVerifier(users, hasher, limiter, settings());
    }

    TotpCodes totpCodes() {
        return new TotpCodes(totp, users, clock);
    }

    SignInService signIn() {
        return new SignInService(verifier(), new SecondFactorCheck(totpCodes(), secrets, verifier(), settings(), clock),
                new SessionOpener(sessions, audit, ids, clock, settings()));
    }

    SecondFactorCodeService codes() {
        return new SecondFactorCodeService(verifier(), secrets, limiter, mail.signInMails(clock), audit, ids, clock, settings());
    }

    SessionService sessionService() {
        return new SessionService(sessions, audit, clock, settings());
    }

    /** An active user of the sample organization with {@link #PASSWORD} and these second factors. */
    User user(String id, SecondFactor factor) {
        User user = new User(id, Samples.ORG, id + "@example.com", null, "User " + id, null, null, hasher.hash(PASSWORD),
                Role.PROFESSOR, true, 0, factor, null, null, null, Samples.T0, Samples.T0);
        users.add(user);
        return user;
    }

    User stored(String id) {
        return users.byId(id).orElseThrow();
    }

    static Credentials credentials(User user, String password) {
        return new Credentials(user.email(), password, IP);
    }

    /** Asserts the call throws a DomainException with this code, and hands it on for more. */
    static DomainException refused(String code, ThrowingCallable call) {
        DomainException refused = catchThrowableOfType(DomainException.class, call);
        assertThat(refused).as("refused with " + code).isNotNull();
        assertThat(refused.code()).isEqualTo(code);
        return refused;
    }
}
