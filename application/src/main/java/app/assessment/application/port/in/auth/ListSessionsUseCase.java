package app.assessment.application.port.in.auth;

import app.assessment.application.port.in.Caller;
import java.time.Instant;
import java.util.List;

/** The signed-in user's own live sessions ("where am I signed in"). */
public interface ListSessionsUseCase {

    List<SessionView> list(Caller caller, String currentSessionId);

    record SessionView(String id, Instant createdAt, Instant lastSeenAt, String ip, String userAgent, boolean current) {
    }
}
