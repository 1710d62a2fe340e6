package app.assessment.application.service.auth;

import static app.assessment.application.service.auth.AuthFixture.refused;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.InMemoryTotpAuthenticator;
import app.assessment.application.port.in.auth.SetEmailSecondFactorUseCase;
import app.assessment.application.port.in.auth.SignInUseCase;
import app.assessment.application.port.in.auth.StartTotpEnrolmentUseCase.TotpEnrolment;
import app.assessment.application.port.in.auth.TotpCodeCommand;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.RateLimitedException;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A signed-in user's second factors: TOTP pending until a current code confirms it, switched off
 * only with a current code, each code once; five wrong codes in ten minutes block the user; the
 * e-mail factor needs the current password. A wrong code or password is a 400, never a 401.
 */
class SecondFactorSettingsServiceTest {

    private final AuthFixture auth = new AuthFixture();
    private final SecondFactorSettingsService service = new SecondFactorSettingsService(auth.users, auth.totp, auth.totpCodes(),
            auth.verifier(), auth.limiter, auth.audit, auth.clock);

    @Test
    void start_keepsANewSecretPending_andAuditsWithoutIt() {
        User ana = auth.user("ana", SecondFactor.NONE);

        TotpEnrolment enrolment = service.start(actor(ana));

        assertThat(enrolment.otpauthUrl()).contains(enrolment.secret());
        assertThat(auth.stored("ana").secondFactor()).isEqualTo(new SecondFactor(false, enrolment.secret(), false));
        assertThat(auth.audit.last().action()).isEqualTo("user.2fa.totp-enrolment-started");
        assertThat(auth.audit.last().changes().toString()).doesNotContain(enrolment.secret());
    }

    @Test
    void start_whileTotpIsOn_isRefused_andKeepsTheWorkingSecret() {
        User ana = auth.user("ana", new SecondFactor(false, "SECRET", true));

        refused("TOTP_ALREADY_ENABLED", () -> service.start(actor(ana)));

        assertThat(auth.stored("ana").secondFactor().totpSecret()).isEqualTo("SECRET");
    }

    @Test
    void confirm_withACurrentCode_turnsTotpOn_andThatCodeCannotSignIn() {
        User ana = auth.user("ana", SecondFactor.NONE);
        service.start(actor(ana));

        service.confirm(new TotpCodeCommand(actor(ana), currentCode()));

        assertThat(auth.stored("ana").secondFactor().totpEnabled()).isTrue();
        assertThat(auth.audit.last().action()).isEqualTo("user.2fa.totp-enabled");
        assertThat(auth.audit.last().changes()).containsEntry("methods", List.of("totp"));
        refused("SECOND_FACTOR_INVALID", () -> auth.signIn().signIn(new SignInUseCase.Command(
                AuthFixture.credentials(ana, AuthFixture.PASSWORD), currentCode(), null)));
    }

    @ParameterizedTest(name = "confirm with {0}: {1}")
    @CsvSource({"nothing pending,TOTP_NOT_PENDING", "TOTP already on,TOTP_NOT_PENDING", "a wrong code,SECOND_FACTOR_INVALID"})
    void confirm_refusals_changeNothing(String state, String code) {
        User ana = auth.user("ana", state.equals("TOTP already on") ? new SecondFactor(false, "SECRET", true) : SecondFactor.NONE);
        if (state.equals("a wrong code")) {
            service.start(actor(ana));
        }
        SecondFactor before = auth.stored("ana").secondFactor();

        DomainException refusal = refused(code, () -> service.confirm(new TotpCodeCommand(actor(ana),
                state.equals("a wrong code") ? "000000" : currentCode())));

        assertThat(refusal.kind()).isNotEqualTo(DomainException.Kind.UNAUTHENTICATED);
        assertThat(auth.stored("ana").secondFactor()).isEqualTo(before);
    }

    @Test
    void disable_needsACurrentCode_thenRemovesTheSecret() {
        User ana = auth.user("ana", new SecondFactor(true, "SECRET", true));

        refused("SECOND_FACTOR_INVALID", () -> service.disable(new TotpCodeCommand(actor(ana), "000000")));
        assertThat(auth.stored("ana").secondFactor().totpEnabled()).isTrue();

        service.disable(new TotpCodeCommand(actor(ana), currentCode()));
        assertThat(auth.stored("ana").secondFactor()).isEqualTo(new SecondFactor(true, null, false));
        assertThat(auth.audit.last().changes()).containsEntry("methods", List.of("email"));
    }

    @Test
    void disable_withoutTotpOn_isRefused() {
        User ana = auth.user("ana", SecondFactor.NONE);

        refused("TOTP_NOT_ENABLED", () -> service.disable(new TotpCodeCommand(actor(ana), currentCode())));
    }

    @Test
    void fiveWrongCodesInTenMinutes_blockTheUser_evenWithTheRightCode_notOtherUsers() {
        User ana = auth.user("ana", new SecondFactor(false, "SECRET", true));
        User bia = auth.user("bia", new SecondFactor(false, "SECRET", true));
        for (int i = 0; i < 5; i++) {
            refused("SECOND_FACTOR_INVALID", () -> service.disable(new TotpCodeCommand(actor(ana), "000000")));
        }

        RateLimitedException blocked = (RateLimitedException) refused("RATE_LIMITED",
                () -> service.disable(new TotpCodeCommand(actor(ana), currentCode())));
        assertThat(blocked.retryAfterSeconds()).isEqualTo(600);
        assertThat(auth.stored("ana").secondFactor().totpEnabled()).isTrue();
        service.disable(new TotpCodeCommand(actor(bia), currentCode()));

        auth.clock.advance(Duration.ofMinutes(10));
        service.disable(new TotpCodeCommand(actor(ana), currentCode()));
        assertThat(auth.stored("ana").secondFactor().totpEnabled()).isFalse();
    }

    @ParameterizedTest(name = "email on {0}, asked {1}: {2}")
    @CsvSource({"false,true,user.2fa.email-enabled", "true,false,user.2fa.email-disabled", "true,true,none",
        "false,false,none"})
    void email_turnsOnOrOff_withThePassword_auditingOnlyAChange(boolean before, boolean enabled, String action) {
        User ana = auth.user("ana", new SecondFactor(before, null, false));

        service.set(new SetEmailSecondFactorUseCase.Command(actor(ana), enabled, AuthFixture.PASSWORD));

        assertThat(auth.stored("ana").secondFactor().emailEnabled()).isEqualTo(enabled);
        assertThat(auth.audit.actions()).isEqualTo(action.equals("none") ? List.of() : List.of(action));
    }

    @Test
    void email_withAWrongPassword_isA400_changesNothing_andCountsAgainstTheAddress() {
        User ana = auth.user("ana", new SecondFactor(true, null, false));

        DomainException refusal = refused("PASSWORD_INVALID",
                () -> service.set(new SetEmailSecondFactorUseCase.Command(actor(ana), false, "Senha-Errada-1")));

        assertThat(refusal.kind()).isEqualTo(DomainException.Kind.INVALID);
        assertThat(auth.stored("ana").secondFactor().emailEnabled()).isTrue();
        assertThat(auth.limiter.failures(CredentialVerifier.SCOPE, AuthFixture.IP)).isEqualTo(1);
    }

    @Test
    void aDeactivatedUser_changesNoFactor() {
        User ana = auth.user("ana", SecondFactor.NONE);
        auth.users.update(ana.withActive(false, auth.clock.now()));

        refused("NOT_FOUND", () -> service.start(actor(ana)));
    }

    private String currentCode() {
        return InMemoryTotpAuthenticator.code(auth.clock.now());
    }

    private static Actor actor(User user) {
        return Actor.user(user.id(), user.name(), user.email(), user.organizationId(), AuthFixture.IP);
    }
}
