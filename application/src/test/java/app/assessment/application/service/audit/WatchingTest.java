package app.assessment.application.service.audit;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.fakes.EmptyPorts;
import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.Samples;
import app.assessment.application.port.in.auth.ResolveSessionUseCase;
import app.assessment.application.port.in.auth.ResolveSessionUseCase.SessionPrincipal;
import app.assessment.application.port.out.audit.AuditEntries;
import app.assessment.application.port.out.audit.AuditFeed;
import app.assessment.application.port.out.audit.AuditSettings;
import app.assessment.domain.user.Role;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Whether an open audit stream may go on: the application decides, from the session as it is now. */
class WatchingTest {

    private final Map<String, SessionPrincipal> live = new HashMap<>();
    private final ResolveSessionUseCase sessions = new ResolveSessionUseCase() {
        @Override
        public Optional<SessionPrincipal> resolve(String sessionId, String userId, int tokenVersion) {
            return Optional.ofNullable(live.get(sessionId)).filter(p -> p.sessionVersion() == tokenVersion);
        }

        @Override
        public Instant extend(String sessionId) {
            throw new UnsupportedOperationException();
        }
    };
    private final AuditLogService service = new AuditLogService(EmptyPorts.of(AuditEntries.class), EmptyPorts.of(AuditFeed.class),
            new AuditSettings(java.time.Duration.ofDays(31), Optional.empty()), sessions, new FixedClock(Samples.T0));

    @ParameterizedTest(name = "watching as {0}, now {1}: {2}")
    @CsvSource({"ADMIN, ADMIN, true", "SUPER_ADMIN, SUPER_ADMIN, true", "ADMIN, PROFESSOR, false", "SUPER_ADMIN, ADMIN, false",
        "PROFESSOR, PROFESSOR, false", "ADMIN, gone, false", "ADMIN, signed out everywhere, false"})
    void aStreamGoesOn_onlyWhileItsSessionStillReadsTheLog(Role watchedAs, String now, boolean goesOn) {
        SessionPrincipal watcher = principal(watchedAs, 1);
        switch (now) {
            case "gone" -> { }
            case "signed out everywhere" -> live.put("s1", principal(watchedAs, 2));
            default -> live.put("s1", principal(Role.valueOf(now), 1));
        }

        assertThat(service.mayStillWatch(watcher)).isEqualTo(goesOn);
    }

    private static SessionPrincipal principal(Role role, int version) {
        return new SessionPrincipal("s1", "u1", Samples.ORG, "ana@example.com", "Ana", role, version, Samples.T0.plusSeconds(3600));
    }
}
