package app.assessment.application.service.auth;

import static app.assessment.application.service.auth.AuthFixture.IP;
import static app.assessment.application.service.auth.AuthFixture.refused;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import app.assessment.application.fakes.InMemoryOneTimeSecrets;
import app.assessment.application.fakes.RecordingBackgroundWork;
import app.assessment.application.port.in.auth.RequestPasswordResetUseCase;
import app.assessment.application.port.in.auth.ResetPasswordUseCase;
import app.assessment.application.port.in.auth.SignInUseCase;
import app.assessment.application.port.out.auth.OneTimeSecretRepository.Kind;
import app.assessment.domain.shared.Sha256;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Forgot-password and reset: the same answer for every address (no account enumeration), limits per
 * address and per e-mail, a random token kept only as its hash, valid 30 minutes and used once, and
 * a reset that ends every session.
 */
class PasswordResetServiceTest {

    private static final String NEW_PASSWORD = "Nova-Senha-2026";

    private final AuthFixture auth = new AuthFixture();
    private final RecordingBackgroundWork background = new RecordingBackgroundWork();
    private final PasswordResetService service = new PasswordResetService(auth.limiter, background,
            new PasswordResetMail(auth.users, auth.secrets, auth.mail.signInMails(auth.clock), auth.audit, auth.ids, auth.clock),
            auth.secrets, auth.users, auth.hasher, auth.audit, auth.clock);

    @ParameterizedTest(name = "{0}: {1} mail")
    @CsvSource({"active,1", "deactivated,0", "unknown,0"})
    void request_answersAlike_andMailsOnlyAnActiveUser_inTheBackground(String account, int mails) {
        User ana = auth.user("ana", SecondFactor.NONE);
        if (account.equals("deactivated")) {
            auth.users.update(ana.withActive(false, auth.clock.now()));
        }
        String email = account.equals("unknown") ? "who@example.com" : ana.email();

        assertThatCode(() -> service.request(request(email, IP))).doesNotThrowAnyException();
        assertThat(auth.mail.sent).as("nothing is looked up before the answer").isEmpty();

        background.runAll();
        assertThat(auth.mail.sent).hasSize(mails);
        assertThat(auth.secrets.rows).hasSize(mails);
    }

    @Test
    void theMailedToken_isStoredOnlyAsItsHash_andExpiresIn30Minutes() {
        auth.user("ana", SecondFactor.NONE);

        String token = requestToken("ana@example.com");

        InMemoryOneTimeSecrets.Row row = auth.secrets.of(Kind.PASSWORD_RESET).get(0);
        assertThat(auth.mail.lastText()).startsWith("https://app.example/pt/reset-password?token=");
        assertThat(row.hash).isEqualTo(Sha256.hex(token)).isNotEqualTo(token);
        assertThat(row.userId).isEqualTo("ana");
        assertThat(row.expiresAt).isEqualTo(auth.clock.now().plus(Duration.ofMinutes(30)));
    }

    @ParameterizedTest(name = "after {0}: {1}")
    @CsvSource({"PT0S,ok", "PT29M59S,ok", "PT30M,RESET_TOKEN_INVALID", "PT2H,RESET_TOKEN_INVALID"})
    void reset_acceptsTheTokenFor30Minutes(Duration after, String outcome) {
        auth.user("ana", SecondFactor.NONE);
        String token = requestToken("ana@example.com");
        auth.clock.advance(after);

        if (outcome.equals("ok")) {
            service.reset(new ResetPasswordUseCase.Command(token, NEW_PASSWORD, IP));
            assertThat(auth.stored("ana").passwordHash()).isEqualTo(auth.hasher.hash(NEW_PASSWORD));
            assertThat(auth.audit.last().action()).isEqualTo("auth.password-reset");
        } else {
            refused(outcome, () -> service.reset(new ResetPasswordUseCase.Command(token, NEW_PASSWORD, IP)));
            assertThat(auth.stored("ana").passwordHash()).isEqualTo(auth.hasher.hash(AuthFixture.PASSWORD));
        }
    }

    @Test
    void aToken_isUsedOnce() {
        auth.user("ana", SecondFactor.NONE);
        String token = requestToken("ana@example.com");
        service.reset(new ResetPasswordUseCase.Command(token, NEW_PASSWORD, IP));

        refused("RESET_TOKEN_INVALID", () -> service.reset(new ResetPasswordUseCase.Command(token, "Terceira-Senha-1", IP)));
        assertThat(auth.stored("ana").passwordHash()).isEqualTo(auth.hasher.hash(NEW_PASSWORD));
    }

    @Test
    void aPasswordThePolicyRefuses_doesNotBurnTheToken() {
        auth.user("ana", SecondFactor.NONE);
        String token = requestToken("ana@example.com");

        refused("VALIDATION_FAILED", () -> service.reset(new ResetPasswordUseCase.Command(token, "curta", IP)));

        service.reset(new ResetPasswordUseCase.Command(token, NEW_PASSWORD, IP));
        assertThat(auth.stored("ana").passwordHash()).isEqualTo(auth.hasher.hash(NEW_PASSWORD));
    }

    @Test
    void aReset_bumpsTheSessionVersion_soEveryOpenSessionEnds() {
        User ana = auth.user("ana", SecondFactor.NONE);
        String sessionId = auth.signIn().signIn(new SignInUseCase.Command(
                AuthFixture.credentials(ana, AuthFixture.PASSWORD), null, null)).sessionId();
        String token = requestToken("ana@example.com");

        service.reset(new ResetPasswordUseCase.Command(token, NEW_PASSWORD, IP));

        assertThat(auth.stored("ana").sessionVersion()).isEqualTo(ana.sessionVersion() + 1);
        assertThat(auth.sessionService().resolve(sessionId, "ana", ana.sessionVersion())).isEmpty();
    }

    @Test
    void aDeactivatedUser_cannotUseATokenIssuedBefore() {
        User ana = auth.user("ana", SecondFactor.NONE);
        String token = requestToken("ana@example.com");
        auth.users.update(ana.withActive(false, auth.clock.now()));

        refused("RESET_TOKEN_INVALID", () -> service.reset(new ResetPasswordUseCase.Command(token, NEW_PASSWORD, IP)));
    }

    @Test
    void fiveRequestsAnHourPerAddress_theSixthIsRateLimited() {
        for (int i = 0; i < 5; i++) {
            service.request(request("person" + i + "@example.com", IP));
        }

        refused("RATE_LIMITED", () -> service.request(request("person9@example.com", IP)));
        service.request(request("person9@example.com", "198.51.100.9"));
        auth.clock.advance(Duration.ofHours(1));
        service.request(request("person9@example.com", IP));
    }

    @ParameterizedTest(name = "{0} address")
    @CsvSource({"known", "unknown"})
    void threeRequestsAnHourPerEmail_theFourthIsRateLimited_whetherOrNotTheAccountExists(String account) {
        auth.user("ana", SecondFactor.NONE);
        String email = account.equals("known") ? "ana@example.com" : "who@example.com";
        for (int i = 0; i < 3; i++) {
            service.request(request(email, "198.51.100." + i));
        }

        refused("RATE_LIMITED", () -> service.request(request(email, "198.51.100.9")));
    }

    @Test
    void limiterDown_requestsAreStillServed() {
        auth.user("ana", SecondFactor.NONE);
        auth.limiter.down = true;
        for (int i = 0; i < 10; i++) {
            service.request(request("ana@example.com", IP));
        }

        background.runAll();
        assertThat(auth.mail.sent).hasSize(10);
    }

    private static RequestPasswordResetUseCase.Command request(String email, String ip) {
        return new RequestPasswordResetUseCase.Command(email, null, "https://app.example", ip);
    }

    private String requestToken(String email) {
        service.request(request(email, IP));
        background.runAll();
        String link = auth.mail.lastText();
        return link.substring(link.indexOf("token=") + "token=".length());
    }
}
