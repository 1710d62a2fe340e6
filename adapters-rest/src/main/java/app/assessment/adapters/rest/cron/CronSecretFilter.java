package app.assessment.adapters.rest.cron;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.Responses;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.ext.Provider;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** {@code Authorization: Bearer <CRON_SECRET>}, compared in constant time; anything else is 401. */
@Provider
@CronSecured
@Priority(Priorities.AUTHENTICATION)
public class CronSecretFilter implements ContainerRequestFilter {

    private final byte[] expected;

    public CronSecretFilter(@ConfigProperty(name = "app.cron.secret") String secret) {
        this.expected = ("Bearer " + secret).getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public void filter(ContainerRequestContext context) {
        String given = context.getHeaderString(HttpHeaders.AUTHORIZATION);
        if (given == null || !MessageDigest.isEqual(expected, given.getBytes(StandardCharsets.UTF_8))) {
            context.abortWith(Responses.problem(Problem.of(401, "UNAUTHENTICATED", "A valid cron secret is required")).build());
        }
    }
}
