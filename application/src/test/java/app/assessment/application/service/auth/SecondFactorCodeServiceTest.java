package app.assessment.application.service.auth;

import static app.assessment.application.service.auth.AuthFixture.PASSWORD;
import static app.assessment.application.service.auth.AuthFixture.credentials;
import static app.assessment.application.service.auth.AuthFixture.refused;
import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.InMemoryOneTimeSecrets;
import app.assessment.application.port.in.auth.SignInUseCase.Command;
import app.assessment.application.port.out.auth.OneTimeSecretRepository.Kind;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * E-mailed sign-in codes: only after the password, only to a user with the e-mail factor on, six
 * digits kept as a keyed hash, valid ten minutes, used once, five mails per user in ten minutes.
 */
class SecondFactorCodeServiceTest {

    private final AuthFixture auth = new AuthFixture();
    private final SecondFactorCodeService service = auth.codes();
    private final User ana = auth.user("ana", new SecondFactor(true, null, false));

    @Test
    void theMailedCode_isSixDigits_keptOnlyAsAKeyedHashOfUserAndCode_validTenMinutes() {
        service.send(credentials(ana, PASSWORD));

        String code = auth.mail.lastText();
        InMemoryOneTimeSecrets.Row row = auth.secrets.of(Kind.SECOND_FACTOR).get(0);
        assertThat(code).matches("\\d{6}");
        assertThat(row.hash).isEqualTo(OneTimeSecrets.secondFactorCodeHash("pepper", "ana", code)).doesNotContain(code);
        assertThat(row.expiresAt).isEqualTo(auth.clock.now().plus(Duration.ofMinutes(10)));
        assertThat(auth.audit.last().action()).isEqualTo("auth.2fa.email-code-sent");
    }

    @ParameterizedTest(name = "after {0}: {1}")
    @CsvSource({"PT0S,ok", "PT9M59S,ok", "PT10M,SECOND_FACTOR_INVALID"})
    void theCode_signsInForTenMinutes(Duration after, String outcome) {
        service.send(credentials(ana, PASSWORD));
        String code = auth.mail.lastText();
        auth.clock.advance(after);
        Command signIn = new Command(credentials(ana, PASSWORD), code, null);

        if (outcome.equals("ok")) {
            assertThat(auth.signIn().signIn(signIn).userId()).isEqualTo("ana");
        } else {
            refused(outcome, () -> auth.signIn().signIn(signIn));
        }
    }

    @Test
    void theCode_isUsedOnce() {
        service.send(credentials(ana, PASSWORD));
        Command signIn = new Command(credentials(ana, PASSWORD), auth.mail.lastText(), null);
        auth.signIn().signIn(signIn);

        refused("SECOND_FACTOR_INVALID", () -> auth.signIn().signIn(signIn));
    }

    @Test
    void aCodeMailedToAnotherUser_doesNotSignThisOneIn() {
        User bia = auth.user("bia", new SecondFactor(true, null, false));
        service.send(credentials(bia, PASSWORD));

        refused("SECOND_FACTOR_INVALID", () -> auth.signIn().signIn(new Command(credentials(ana, PASSWORD),
                auth.mail.lastText(), null)));
    }

    @Test
    void aUserWithoutTheEmailFactor_getsNoMail_andTheSameQuietAnswer() {
        User caio = auth.user("caio", SecondFactor.NONE);

        service.send(credentials(caio, PASSWORD));

        assertThat(auth.mail.sent).isEmpty();
        assertThat(auth.secrets.rows).isEmpty();
    }

    @Test
    void aWrongPassword_mailsNothing_andCountsAFailure() {
        refused("INVALID_CREDENTIALS", () -> service.send(credentials(ana, "Senha-Errada-1")));

        assertThat(auth.mail.sent).isEmpty();
        assertThat(auth.limiter.failures(CredentialVerifier.SCOPE, AuthFixture.IP)).isEqualTo(1);
    }

    @Test
    void fiveMailsPerUserInTenMinutes_theSixthIsRateLimited_untilTheWindowPasses() {
        for (int i = 0; i < 5; i++) {
            service.send(credentials(ana, PASSWORD));
        }

        refused("RATE_LIMITED", () -> service.send(credentials(ana, PASSWORD)));
        assertThat(auth.mail.sent).hasSize(5);

        auth.clock.advance(Duration.ofMinutes(10));
        service.send(credentials(ana, PASSWORD));
        assertThat(auth.mail.sent).hasSize(6);
    }
}
