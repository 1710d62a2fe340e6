package app.assessment.adapters.rest.shared;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.Responses;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.application.port.in.shared.AdmitPublicRequestUseCase;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.ext.Provider;

/**
 * Test-link routes need no session, so they are limited per client address instead
 * ({@code PUBLIC_RATE_LIMIT_PER_MINUTE}, default 300). The application decides (its limiter's counters are in
 * Redis and fail open); this filter only names the address and answers a refusal as 429 with Retry-After.
 */
@Provider
@PublicRateLimited
@Priority(Priorities.AUTHENTICATION)
public class PublicRateLimitFilter implements ContainerRequestFilter {

    private final AdmitPublicRequestUseCase admission;
    private final CurrentUser client;

    public PublicRateLimitFilter(AdmitPublicRequestUseCase admission, CurrentUser client) {
        this.admission = admission;
        this.client = client;
    }

    @Override
    public void filter(ContainerRequestContext context) {
        admission.admit(client.ip()).ifPresent(wait -> context.abortWith(
                Responses.problem(Problem.of(429, "RATE_LIMITED", "Too many requests; try again later"))
                        .header(HttpHeaders.RETRY_AFTER, Math.max(1, wait.toSeconds())).build()));
    }
}
