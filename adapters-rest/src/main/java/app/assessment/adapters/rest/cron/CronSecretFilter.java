package app.assessment.adapters.rest.cron;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.Responses;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.ext.Provider;

/** {@code Authorization: Bearer <CRON_SECRET>}, compared in constant time; anything else is 401. */
@Provider
@CronSecured
@Priority(Priorities.AUTHENTICATION)
public class CronSecretFilter implements ContainerRequestFilter {

    private final CronSecret secret;

    public CronSecretFilter(CronSecret secret) {
        this.secret = secret;
    }

    @Override
    public void filter(ContainerRequestContext context) {
        if (!secret.matches(context.getHeaderString(HttpHeaders.AUTHORIZATION))) {
            context.abortWith(Responses.problem(Problem.of(401, "UNAUTHENTICATED", "A valid cron secret is required")).build());
        }
    }
}
