package app.assessment.bootstrap.testsupport;

import app.assessment.domain.shared.DomainException;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/** Test-only routes that make each failure of the error model happen on demand. */
@Path("/api/test-probe")
@PermitAll
@Produces(MediaType.APPLICATION_JSON)
public class ProbeResource {

    @jakarta.inject.Inject
    app.assessment.adapters.rest.security.CurrentUser user;

    public record Body(String name, BigDecimal amount, Instant when) {
    }

    @POST
    @Path("/json")
    @Consumes(MediaType.APPLICATION_JSON)
    public Body echo(Body body) {
        return body;
    }

    /** Bodies {@link #stream} has begun to read: a test may hang up once the service is reading. */
    public static final AtomicInteger STREAM_READS_STARTED = new AtomicInteger();

    @POST
    @Path("/stream")
    @Consumes(MediaType.APPLICATION_OCTET_STREAM)
    public Map<String, Integer> stream(InputStream body) throws IOException {
        int first = body.read();
        STREAM_READS_STARTED.incrementAndGet();
        return Map.of("bytes", first < 0 ? 0 : 1 + body.readAllBytes().length);
    }

    @GET
    @Path("/boom")
    public String boom() {
        throw new IllegalStateException("secret internals: SELECT * FROM users");
    }

    @GET
    @Path("/conflict")
    public String conflict() {
        throw DomainException.conflict("PAYMENT_ALREADY_PAID", "Payment is already paid and cannot be cancelled");
    }

    @GET
    @Path("/invalid")
    public String invalid() {
        throw DomainException.invalid("amount", "must be greater than 0");
    }

    @GET
    @Path("/me")
    @RolesAllowed("**")
    public Map<String, Object> me() {
        return Map.of("id", user.principal().userId(), "organizationId", user.organizationId());
    }

    @POST
    @Path("/write")
    @RolesAllowed("**")
    public Map<String, Boolean> write() {
        return Map.of("ok", true);
    }

    @GET
    @Path("/admin-only")
    @RolesAllowed({"ADMIN", "SUPER_ADMIN"})
    public Map<String, Boolean> adminOnly() {
        return Map.of("ok", true);
    }

    @GET
    @Path("/instant")
    public Map<String, Object> instant() {
        return Map.of("at", Instant.parse("2026-11-21T10:24:00Z"), "money", new BigDecimal("49.90"));
    }

    /** Whether this request's route template was worked out before its resource method ran ({@link RouteTemplateProbe}). */
    @GET
    @Path("/route-template-before-resource")
    public Map<String, Object> routeTemplateBeforeResource(io.vertx.ext.web.RoutingContext context) {
        return Map.of("set", context.get(RouteTemplateProbe.SET_BEFORE_RESOURCE));
    }

    @jakarta.inject.Inject
    FailingUserWrite failingUserWrite;

    /** A database write that fails inside PostgreSQL, with the caller's secrets in the statement. */
    @POST
    @Path("/failing-user-write")
    @RolesAllowed("**")
    public Map<String, Boolean> failingUserWrite(@jakarta.ws.rs.QueryParam("kind") String kind) {
        if ("null".equals(kind)) {
            failingUserWrite.renameToNull(user.principal().userId());
        } else {
            failingUserWrite.renameWithNul(user.principal().userId());
        }
        return Map.of("ok", true);
    }
}
