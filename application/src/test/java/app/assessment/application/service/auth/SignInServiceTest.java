package app.assessment.application.service.auth;

import static app.assessment.application.service.auth.AuthFixture.IP;
import static app.assessment.application.service.auth.AuthFixture.PASSWORD;
import static app.assessment.application.service.auth.AuthFixture.credentials;
import static app.assessment.application.service.auth.AuthFixture.refused;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.InMemoryTotpAuthenticator;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.auth.CheckCredentialsUseCase;
import app.assessment.application.port.in.auth.Credentials;
import app.assessment.application.port.in.auth.SignInUseCase.Command;
import app.assessment.application.port.in.auth.SignInUseCase.SessionGrant;
import app.assessment.domain.shared.RateLimitedException;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Sign-in: the password, the second factor when the user has one on, the per-address brute-force
 * limit (fail-open without its store), the development password in production, and the session opened.
 */
class SignInServiceTest {

    private final AuthFixture auth = new AuthFixture();
    private final SignInService service = auth.signIn();

    @ParameterizedTest(name = "email {0}, totp {1}: requires2fa {2}, methods [{3}]")
    @CsvSource({"false,false,false,''", "true,false,true,email", "false,true,true,totp", "true,true,true,email totp"})
    void check_rightPassword_saysWhetherASecondFactorIsDue(boolean email, boolean totp, boolean requires2fa, String methods) {
        User user = auth.user("ana", new SecondFactor(email, totp ? "SECRET" : null, totp));

        CheckCredentialsUseCase.Result result = service.check(credentials(user, PASSWORD));

        assertThat(result.success()).isTrue();
        assertThat(result.requires2fa()).isEqualTo(requires2fa);
        assertThat(result.methods()).isEqualTo(methods.isEmpty() ? List.of() : List.of(methods.split(" ")));
        assertThat(auth.sessions.rows).as("checking opens no session").isEmpty();
    }

    @Test
    void signIn_withoutSecondFactor_opensASessionForTheLifetime_andAuditsThePasswordMethod() {
        User user = auth.user("ana", SecondFactor.NONE);

        SessionGrant grant = service.signIn(new Command(credentials(user, PASSWORD), null, "Firefox"));

        assertThat(grant.userId()).isEqualTo("ana");
        assertThat(grant.sessionVersion()).isEqualTo(user.sessionVersion());
        assertThat(grant.expiresAt()).isEqualTo(Samples.T0.plus(AuthFixture.SESSION_LIFETIME));
        assertThat(auth.sessions.rows).containsOnlyKeys(grant.sessionId());
        assertThat(auth.audit.last().action()).isEqualTo("auth.signin");
        assertThat(auth.audit.last().changes()).containsEntry("method", "password");
    }

    @Test
    void signIn_wrongPasswordOrUnknownEmail_sameRefusal_andEachCountsAgainstTheAddress() {
        User user = auth.user("ana", SecondFactor.NONE);

        refused("INVALID_CREDENTIALS", () -> service.signIn(new Command(credentials(user, "Senha-Errada-1"), null, null)));
        refused("INVALID_CREDENTIALS", () -> service.signIn(new Command(new Credentials("who@example.com", PASSWORD, IP), null,
                null)));

        assertThat(auth.hasher.burned).as("an unknown e-mail costs a hash as a wrong password does").isEqualTo(1);
        assertThat(auth.limiter.failures(CredentialVerifier.SCOPE, IP)).isEqualTo(2);
        assertThat(auth.sessions.rows).isEmpty();
    }

    @Test
    void fiveFailuresFromOneAddress_blockItForTenMinutes_evenWithTheRightPassword_otherAddressesUnaffected() {
        User user = auth.user("ana", SecondFactor.NONE);
        for (int i = 0; i < 5; i++) {
            refused("INVALID_CREDENTIALS", () -> service.check(credentials(user, "Senha-Errada-1")));
        }

        RateLimitedException blocked = (RateLimitedException) refused("RATE_LIMITED", () -> service.check(credentials(user,
                PASSWORD)));
        assertThat(blocked.retryAfterSeconds()).isEqualTo(600);
        assertThat(service.check(new Credentials(user.email(), PASSWORD, "198.51.100.9")).success()).isTrue();

        auth.clock.advance(Duration.ofMinutes(10));
        assertThat(service.check(credentials(user, PASSWORD)).success()).as("the block has ended").isTrue();
    }

    @Test
    void failuresForOneEmailFromManyAddresses_neverLockTheAccount() {
        User user = auth.user("ana", SecondFactor.NONE);
        for (int i = 0; i < 20; i++) {
            Credentials wrong = new Credentials(user.email(), "Senha-Errada-1", "198.51.100." + i);
            refused("INVALID_CREDENTIALS", () -> service.check(wrong));
        }

        assertThat(service.check(credentials(user, PASSWORD)).success()).isTrue();
    }

    @Test
    void limiterDown_signInFailsOpen() {
        User user = auth.user("ana", SecondFactor.NONE);
        auth.limiter.down = true;
        for (int i = 0; i < 10; i++) {
            refused("INVALID_CREDENTIALS", () -> service.check(credentials(user, "Senha-Errada-1")));
        }

        assertThat(service.signIn(new Command(credentials(user, PASSWORD), null, null)).userId()).isEqualTo("ana");
    }

    @ParameterizedTest(name = "production {0}: {1}")
    @CsvSource({"false,ok", "true,DEFAULT_PASSWORD_REFUSED"})
    void developmentPassword_signsInOutsideProductionOnly(boolean production, String outcome) {
        auth.production = production;
        User root = auth.user("root", SecondFactor.NONE);
        auth.users.update(root.withPasswordHash(auth.hasher.hash(AuthFixture.DEV_PASSWORD), Samples.T0));
        Command command = new Command(credentials(root, AuthFixture.DEV_PASSWORD), null, null);

        if (outcome.equals("ok")) {
            assertThat(auth.signIn().signIn(command).userId()).isEqualTo("root");
        } else {
            refused(outcome, () -> auth.signIn().signIn(command));
            assertThat(auth.sessions.rows).isEmpty();
            assertThat(auth.limiter.failures(CredentialVerifier.SCOPE, IP)).isEqualTo(1);
        }
    }

    @Test
    void secondFactorOn_noCode_isRequired_andOpensNothing() {
        User user = auth.user("ana", new SecondFactor(false, "SECRET", true));

        refused("SECOND_FACTOR_REQUIRED", () -> service.signIn(new Command(credentials(user, PASSWORD), " ", null)));

        assertThat(auth.sessions.rows).isEmpty();
    }

    @Test
    void secondFactorOn_wrongCode_isRefused_andCountsAgainstTheAddress() {
        User user = auth.user("ana", new SecondFactor(true, "SECRET", true));

        refused("SECOND_FACTOR_INVALID", () -> service.signIn(new Command(credentials(user, PASSWORD), "000000", null)));

        assertThat(auth.sessions.rows).isEmpty();
        assertThat(auth.limiter.failures(CredentialVerifier.SCOPE, IP)).isEqualTo(1);
    }

    @Test
    void currentTotpCode_opensASessionOnce_auditedAsPasswordPlus2fa() {
        User user = auth.user("ana", new SecondFactor(false, "SECRET", true));
        String code = InMemoryTotpAuthenticator.code(auth.clock.now());

        service.signIn(new Command(credentials(user, PASSWORD), code, null));
        assertThat(auth.audit.last().changes()).containsEntry("method", "password+2fa");

        refused("SECOND_FACTOR_INVALID", () -> service.signIn(new Command(credentials(user, PASSWORD), code, null)));
        assertThat(auth.sessions.rows).hasSize(1);
    }
}
