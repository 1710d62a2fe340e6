package app.assessment.bootstrap.auth;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.application.port.out.auth.SessionRepository;
import io.agroal.api.AgroalDataSource;
import io.quarkus.arc.Arc;
import io.quarkus.arc.ManagedContext;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/**
 * The session read runs outside the request's transaction; it must give its connection back
 * at once, before the request's own work takes one. Holding it to the end of the request made
 * every authenticated transactional request take two connections, and a busy pool starved
 * (acquisition timeouts under load).
 */
@QuarkusTest
class SessionConnectionTest {

    @Inject
    SessionRepository sessions;

    @Inject
    AgroalDataSource dataSource;

    @Test
    void sessionRead_givesItsConnectionBackWithinTheRequest() {
        ManagedContext request = Arc.container().requestContext();
        request.activate();
        try {
            long before = dataSource.getMetrics().activeCount();

            assertThat(sessions.byId("cnosuchsession00000000000")).isEmpty();

            assertThat(dataSource.getMetrics().activeCount()).isEqualTo(before);
        } finally {
            request.terminate();
        }
    }
}
