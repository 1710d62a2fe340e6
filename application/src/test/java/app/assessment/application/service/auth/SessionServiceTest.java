package app.assessment.application.service.auth;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import app.assessment.application.port.in.auth.SignInUseCase.Command;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.SecondFactor;
import app.assessment.domain.user.User;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A session resolves while it is unrevoked, unexpired, its user active and the token's version the
 * user's current one; expiry slides forward by the lifetime; last-seen is written at most once a minute.
 */
class SessionServiceTest {

    private final AuthFixture auth = new AuthFixture();
    private final SessionService service = auth.sessionService();
    private final User ana = auth.user("ana", SecondFactor.NONE);
    private final String sessionId = auth.signIn().signIn(new Command(AuthFixture.credentials(ana, AuthFixture.PASSWORD), null,
            null)).sessionId();

    @ParameterizedTest(name = "{0}: resolves {1}")
    @CsvSource({"nothing,true", "revoked,false", "expired,false", "almost expired,true", "other user,false",
        "older token version,false", "deactivated,false", "role changed,false", "password changed,false"})
    void resolve_onlyALiveSessionOfTheCurrentVersion(String change, boolean resolves) {
        Instant now = auth.clock.now();
        String userId = "ana";
        int version = ana.sessionVersion();
        switch (change) {
            case "revoked" -> auth.sessions.revoke(sessionId, now);
            case "expired" -> auth.clock.advance(AuthFixture.SESSION_LIFETIME);
            case "almost expired" -> auth.clock.advance(AuthFixture.SESSION_LIFETIME.minusSeconds(1));
            case "other user" -> userId = auth.user("bia", SecondFactor.NONE).id();
            case "older token version" -> auth.users.update(ana.withSessionsRevoked(now));
            case "deactivated" -> auth.users.update(ana.withActive(false, now));
            case "role changed" -> auth.users.update(ana.withRole(Role.ADMIN, now));
            case "password changed" -> auth.users.update(ana.withPasswordHash("hash:Outra-Senha-1", now));
            default -> { }
        }

        assertThat(service.resolve(sessionId, userId, version).isPresent()).isEqualTo(resolves);
    }

    @Test
    void extend_slidesTheExpiryToALifetimeFromNow_soAnActiveSessionOutlivesItsFirstExpiry() {
        auth.clock.advance(Duration.ofDays(20));

        Instant expiresAt = service.extend(sessionId);

        assertThat(expiresAt).isEqualTo(auth.clock.now().plus(AuthFixture.SESSION_LIFETIME));
        auth.clock.advance(Duration.ofDays(20));
        assertThat(service.resolve(sessionId, "ana", ana.sessionVersion())).map(SessionPrincipal::expiresAt).hasValue(expiresAt);
    }

    @Test
    void lastSeen_isWrittenAtMostOnceAMinute() {
        service.resolve(sessionId, "ana", ana.sessionVersion());
        auth.clock.advance(Duration.ofSeconds(59));
        service.resolve(sessionId, "ana", ana.sessionVersion());
        assertThat(auth.sessions.touches).hasSize(1);

        auth.clock.advance(Duration.ofSeconds(2));
        service.resolve(sessionId, "ana", ana.sessionVersion());
        assertThat(auth.sessions.touches).hasSize(2);
    }

    @Test
    void signOut_endsTheSessionAtOnce_andIsAudited() {
        Actor actor = Actor.user("ana", ana.name(), ana.email(), ana.organizationId(), AuthFixture.IP);

        service.signOut(sessionId, actor);

        assertThat(service.resolve(sessionId, "ana", ana.sessionVersion())).isEmpty();
        assertThat(auth.audit.last().action()).isEqualTo("auth.signout");
        assertThat(auth.audit.last().entityId()).isEqualTo(sessionId);
    }
}
