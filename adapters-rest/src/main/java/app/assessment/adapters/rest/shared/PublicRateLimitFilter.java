package app.assessment.adapters.rest.shared;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.Responses;
import app.assessment.adapters.rest.security.CurrentUser;
import app.assessment.adapters.rest.security.PublicConfig;
import app.assessment.application.port.out.auth.AttemptLimiter;
import jakarta.annotation.Priority;
import jakarta.ws.rs.Priorities;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerRequestFilter;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.ext.Provider;
import java.time.Duration;

/**
 * Test-link routes need no session, so they are limited per client address instead
 * ({@code PUBLIC_RATE_LIMIT_PER_MINUTE}, default 300). Counters are in Redis and fail open.
 */
@Provider
@PublicRateLimited
@Priority(Priorities.AUTHENTICATION)
public class PublicRateLimitFilter implements ContainerRequestFilter {

    private static final Duration WINDOW = Duration.ofMinutes(1);

    private final AttemptLimiter limiter;
    private final CurrentUser client;
    private final int perMinute;

    public PublicRateLimitFilter(AttemptLimiter limiter, CurrentUser client,
                                 PublicConfig config) {
        this.limiter = limiter;
        this.client = client;
        this.perMinute = config.rateLimitPerMinute();
    }

    @Override
    public void filter(ContainerRequestContext context) {
        limiter.hit("public", client.ip(), perMinute, WINDOW).ifPresent(wait -> context.abortWith(
                Responses.problem(Problem.of(429, "RATE_LIMITED", "Too many requests; try again later"))
                        .header(HttpHeaders.RETRY_AFTER, Math.max(1, wait.toSeconds())).build()));
    }
}
