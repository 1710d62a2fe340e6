package app.assessment.application.service.auth;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryUsers;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.out.auth.SessionRepository;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class UserSessionsServiceTest {

    private final FixedClock clock = new FixedClock(Samples.T0);
    private final Sessions sessions = new Sessions();
    private final InMemoryUsers users = new InMemoryUsers();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final UserSessionsService service = new UserSessionsService(sessions, users, audit, clock);

    @Test
    void aUser_endsOnlyTheirOwnSessions() {
        sessions.active.add(new SessionRepository.ActiveSession("mine", Samples.T0, Samples.T0, null, null));

        DomainException others = catchThrowableOfType(DomainException.class,
                () -> service.revoke(Samples.caller(Role.PROFESSOR, "u1"), "someone-elses"));
        service.revoke(Samples.caller(Role.PROFESSOR, "u1"), "mine");

        assertThat(others.kind()).isEqualTo(DomainException.Kind.NOT_FOUND);
        assertThat(sessions.revoked).containsExactly("mine");
        assertThat(audit.actions()).containsExactly("auth.session.revoke");
    }

    @Test
    void loggingOutEverywhere_keepingTheCurrentSession_leavesTheSessionVersion() {
        users.add(Samples.user("u1", Role.PROFESSOR));

        service.logOutEverywhere(Samples.caller(Role.PROFESSOR, "u1"), "current", true);

        assertThat(sessions.revokedAllBut).containsExactly("current");
        assertThat(users.byId("u1").orElseThrow().sessionVersion()).isZero();
    }

    @Test
    void loggingOutEverywhere_withoutKeepingOne_revokesEveryTokenThroughTheUsersVersion() {
        User user = Samples.user("u1", Role.PROFESSOR);
        users.add(user);

        service.logOutEverywhere(Samples.caller(Role.PROFESSOR, "u1"), "current", false);

        assertThat(users.byId("u1").orElseThrow()).isEqualTo(user.withSessionsRevoked(Samples.T0));
        assertThat(sessions.revokedAllBut).containsExactly((String) null);
    }

    @Test
    void endingAnotherUsersSessions_followsThePermissionsRule() {
        users.add(Samples.user("boss", Role.SUPER_ADMIN));
        users.add(Samples.user("prof", Role.PROFESSOR));

        DomainException refused = catchThrowableOfType(DomainException.class,
                () -> service.endAllSessionsOf(Samples.caller(Role.ADMIN, "adm"), "boss"));
        service.endAllSessionsOf(Samples.caller(Role.ADMIN, "adm"), "prof");

        assertThat(refused.code()).isEqualTo("ROLE_NOT_ALLOWED");
        assertThat(users.byId("boss").orElseThrow().sessionVersion()).isZero();
        assertThat(users.byId("prof").orElseThrow().sessionVersion()).isEqualTo(1);
        assertThat(audit.actions()).containsExactly("user.sessions.revoke");
    }

    private static final class Sessions implements SessionRepository {
        final List<ActiveSession> active = new ArrayList<>();
        final List<String> revoked = new ArrayList<>();
        final List<String> revokedAllBut = new ArrayList<>();

        @Override
        public List<ActiveSession> activeOf(String userId, Instant now) {
            return active;
        }

        @Override
        public void revoke(String sessionId, Instant at) {
            revoked.add(sessionId);
        }

        @Override
        public int revokeAllOf(String userId, String keptSessionId, Instant at) {
            revokedAllBut.add(keptSessionId);
            return 2;
        }

        @Override
        public void add(NewSession session) {
            throw new UnsupportedOperationException();
        }

        @Override
        public Optional<SessionRecord> byId(String sessionId) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void extend(String sessionId, Instant expiresAt) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long deleteExpiredBefore(Instant cutoff) {
            throw new UnsupportedOperationException();
        }

        @Override
        public void touch(String sessionId, Instant at, Instant staleBefore) {
            throw new UnsupportedOperationException();
        }
    }
}
