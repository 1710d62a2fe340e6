package app.assessment.application.service.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.auth.IdentityProviderUseCases;
import app.assessment.application.port.in.auth.SignInWithIdentityProviderUseCase;
import app.assessment.application.port.out.auth.AuthSettings;
import app.assessment.application.port.out.auth.IdentityProviderGateway;
import app.assessment.application.port.out.auth.ProviderAttempt;
import app.assessment.application.port.out.auth.SessionRepository;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Listing, starting and finishing a sign-in at an identity provider, over a gateway that answers as configured. */
class IdentityProviderServicesTest {

    private final Gateway gateway = new Gateway();
    private final InMemoryUsers users = new InMemoryUsers();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final List<Object> sessionsAdded = new ArrayList<>();
    private final IdentityProviderService providers = new IdentityProviderService(gateway);
    private final IdentityProviderSignInService signIn = new IdentityProviderSignInService(gateway,
            new LinkedAccountSessions(users, new SessionOpener(sessions(), audit, new SequentialIds(), new FixedClock(Samples.T0),
                    new AuthSettings(Duration.ofDays(30), Duration.ofDays(1), false, "dev", 5, Duration.ofMinutes(10),
                            Duration.ofMinutes(10), "pepper"))));

    @Test
    void anUnknownProvider_isNotFound_andTheGatewayIsNotAsked() {
        assertThatThrownBy(() -> providers.start("github", "https://app.example/api/auth/callback/github"))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.kind()).isEqualTo(DomainException.Kind.NOT_FOUND));
        assertThatThrownBy(() -> providers.provider(null)).isInstanceOf(DomainException.class);
        assertThat(gateway.calls).isEmpty();
    }

    @Test
    void start_makesFreshPkceSizedSecrets_andAsksTheGatewayWithThem() {
        IdentityProviderUseCases.Start first = providers.start("google", "https://app.example/api/auth/callback/google");
        IdentityProviderUseCases.Start second = providers.start("google", "https://app.example/api/auth/callback/google");

        ProviderAttempt attempt = first.attempt();
        assertThat(List.of(attempt.state(), attempt.nonce(), attempt.codeVerifier()))
                .allSatisfy(value -> assertThat(value).matches("[A-Za-z0-9_-]{43}")).doesNotHaveDuplicates();
        assertThat(second.attempt()).isNotEqualTo(attempt);
        assertThat(first.authorizationUrl()).isEqualTo("https://idp.example/authorize?state=" + attempt.state());
        assertThat(gateway.calls.get(0)).isEqualTo("authorize google https://app.example/api/auth/callback/google");
    }

    @Test
    void signIn_opensTheSessionOfTheAccountTheProviderVouchesFor() {
        users.add(Samples.user("ana", Role.ADMIN));
        ProviderAttempt attempt = new ProviderAttempt("s", "n", "v");

        var grant = signIn.signIn(new SignInWithIdentityProviderUseCase.Command("google", "code-1", attempt,
                "https://app.example/api/auth/callback/google", "203.0.113.7", "agent"));

        assertThat(grant.userId()).isEqualTo("ana");
        assertThat(gateway.calls).containsExactly("redeem google code-1 v https://app.example/api/auth/callback/google");
        assertThat(sessionsAdded).hasSize(1);
        assertThat(audit.entries).singleElement().satisfies(e -> assertThat(e.changes()).isEqualTo(Map.of("method", "oidc:google")));
    }

    @Test
    void signIn_withoutALinkedActiveAccount_isRefused_andOpensNothing() {
        assertThatThrownBy(() -> signIn.signIn(new SignInWithIdentityProviderUseCase.Command("google", "code-1",
                new ProviderAttempt("s", "n", "v"), "https://app.example/cb", null, null)))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.code()).isEqualTo("IDENTITY_NOT_LINKED"));
        assertThat(sessionsAdded).isEmpty();
    }

    @Test
    void aMissingCode_isTheProtocolsRefusal_beforeTheProviderIsAsked() {
        assertThatThrownBy(() -> new SignInWithIdentityProviderUseCase.Command("google", " ", new ProviderAttempt("s", "n", "v"),
                "https://app.example/cb", null, null))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.code()).isEqualTo("OIDC_CODE_REJECTED"));
    }

    private SessionRepository sessions() {
        return (SessionRepository) Proxy.newProxyInstance(SessionRepository.class.getClassLoader(), new Class<?>[] {SessionRepository.class},
                (proxy, method, args) -> {
                    if (!method.getName().equals("add")) {
                        throw new UnsupportedOperationException(method.getName());
                    }
                    sessionsAdded.add(args[0]);
                    return null;
                });
    }

    /** One provider, {@code google}, vouching for ana@example.com whatever the code. */
    private static final class Gateway implements IdentityProviderGateway {
        private final List<String> calls = new ArrayList<>();

        @Override
        public List<Provider> providers() {
            return List.of(new Provider("google", "Google"));
        }

        @Override
        public String authorizationUrl(String provider, ProviderAttempt attempt, String redirectUri) {
            calls.add("authorize " + provider + " " + redirectUri);
            return "https://idp.example/authorize?state=" + attempt.state();
        }

        @Override
        public String verifiedEmail(String provider, String code, ProviderAttempt attempt, String redirectUri) {
            calls.add("redeem " + provider + " " + code + " " + attempt.codeVerifier() + " " + redirectUri);
            return "ana@example.com";
        }
    }
}
