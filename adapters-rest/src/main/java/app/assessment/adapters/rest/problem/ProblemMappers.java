package app.assessment.adapters.rest.problem;

import app.assessment.adapters.rest.http.RequestLogContext;
import app.assessment.adapters.rest.json.NulRefusingStrings;
import app.assessment.domain.attempt.NextAttempt;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.InvalidFieldsException;
import app.assessment.domain.shared.RateLimitedException;
import app.assessment.domain.shared.UpstreamBusyException;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.ForbiddenException;
import io.quarkus.security.UnauthorizedException;
import io.vertx.core.http.HttpClosedException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.nio.channels.ClosedChannelException;
import java.util.List;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * The one place where failures become HTTP answers (docs/api.md §2). Resources never catch: a
 * domain rule, a validation failure, a malformed body or a bug all arrive here.
 */
public class ProblemMappers {

    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    @ServerExceptionMapper
    public Response domain(DomainException e) {
        int status = DomainStatus.of(e.kind());
        Problem problem = Problem.of(status, e.code(), e.getMessage());
        if (e instanceof InvalidFieldsException many) {
            problem = problem.withErrors(many.errors().stream().map(error -> new Problem.FieldError(error.field(), error.reason(), error.line())).toList());
        } else if (e.kind() == DomainException.Kind.INVALID) {
            problem = problem.withErrors(List.of(e.field()
                    .map(field -> new Problem.FieldError(field, e.reason()))
                    .orElseGet(() -> new Problem.FieldError("", e.getMessage()))));
        }
        if (e instanceof NextAttempt.CooldownException cooldown) {
            problem = problem.withAvailableAt(cooldown.availableAt());
        }
        Response.ResponseBuilder response = Responses.problem(problem);
        if (e instanceof NextAttempt.CooldownException cooldown) {
            response.header(HttpHeaders.RETRY_AFTER, cooldown.retryAfterSeconds());
        }
        if (e instanceof RateLimitedException limited) {
            response.header(HttpHeaders.RETRY_AFTER, limited.retryAfterSeconds());
        }
        if (e instanceof UpstreamBusyException busy) {
            response.header(HttpHeaders.RETRY_AFTER, busy.retryAfterSeconds());
        }
        return response.build();
    }

    @ServerExceptionMapper
    public Response malformedJson(JsonParseException e) {
        return Responses.problem(Problem.of(400, "MALFORMED_JSON", "The request body is not valid JSON")).build();
    }

    @ServerExceptionMapper
    public Response mismatchedJson(MismatchedInputException e) {
        return jsonMapping(e);
    }

    @ServerExceptionMapper
    public Response jsonMapping(JsonMappingException e) {
        String field = pathOf(e);
        String message = e instanceof InvalidNullException ? "must not be null"
                : NulRefusingStrings.MESSAGE.equals(e.getOriginalMessage()) ? NulRefusingStrings.MESSAGE : "has an invalid value";
        String detail = field.isEmpty() ? "The request body does not have the expected shape" : field + ": " + message;
        Problem problem = Problem.of(400, "VALIDATION_FAILED", detail);
        if (!field.isEmpty()) {
            problem = problem.withErrors(List.of(new Problem.FieldError(field, message)));
        }
        return Responses.problem(problem).build();
    }

    @ServerExceptionMapper
    public Response otherJson(JsonProcessingException e) {
        return malformedJson(null);
    }

    @ServerExceptionMapper
    public Response unauthenticated(UnauthorizedException e) {
        return Responses.problem(Problem.of(401, "UNAUTHENTICATED", "Authentication is required")).build();
    }

    @ServerExceptionMapper
    public Response authenticationFailed(AuthenticationFailedException e) {
        return unauthenticated(null);
    }

    @ServerExceptionMapper
    public Response forbidden(ForbiddenException e) {
        return Responses.problem(Problem.of(403, "FORBIDDEN", "Your role does not allow this action")).build();
    }

    @ServerExceptionMapper
    public Response web(WebApplicationException e) {
        // The JSON reader wraps parse failures in a plain 400; unwrap for the precise answer.
        if (e.getCause() instanceof JsonParseException parse) {
            return malformedJson(parse);
        }
        if (e.getCause() instanceof JsonMappingException mapping) {
            return jsonMapping(mapping);
        }
        int status = e.getResponse().getStatus();
        if (status >= 500) {
            return unexpected(e);
        }
        Response.ResponseBuilder response = Responses.problem(Problem.of(status, StatusCodes.of(status), StatusCodes.detail(status, e)));
        String allow = e.getResponse().getHeaderString(HttpHeaders.ALLOW);
        if (allow != null) {
            response.header(HttpHeaders.ALLOW, allow);
        }
        return response.build();
    }

    @ServerExceptionMapper
    public Response unexpected(Throwable e) {
        if (clientWentAway(e)) {
            // The client closed its connection while its request was read. Nobody reads this
            // answer, and it is no fault of the service, so it is no error in the log either.
            LOG.debugf("Client closed the connection mid-request: %s", e);
            return Responses.problem(Problem.of(400, StatusCodes.of(400),
                    "The connection closed before the request was read")).build();
        }
        switch (BodyParsing.of(e)) {
            case MALFORMED -> {
                return Responses.problem(Problem.of(400, "MALFORMED_BODY",
                        "The request body is not a well-formed form or multipart body (check %-escapes and the boundary)")).build();
            }
            case TOO_MANY_FIELDS -> {
                return Responses.problem(Problem.of(413, "TOO_MANY_FIELDS", "The request body has more fields than allowed (1000)")).build();
            }
            case NONE -> {
            }
        }
        if (DatabaseOutage.is(e)) {
            DatabaseOutage.report(e);
            return Responses.problem(Problem.of(503, "SERVICE_UNAVAILABLE",
                    "The service cannot reach its database; try again shortly"))
                    .header(HttpHeaders.RETRY_AFTER, DatabaseOutage.RETRY_AFTER_SECONDS).build();
        }
        String correlationId = RequestLogContext.correlationId();
        // Never the exception itself: database messages can quote the statement with its values.
        Throwable safe = FailureChains.sanitized(e);
        if (FailureChains.sqlState(e).filter(state -> state.startsWith("22")).isPresent()) {
            // A data exception (value too long, out of range, not encodable): input the edge let through.
            LOG.warnf(safe, "Value refused by the database, correlationId=%s", correlationId);
            return Responses.problem(Problem.of(400, "INVALID_VALUE", "A value in the request cannot be stored")
                    .withCorrelationId(correlationId)).build();
        }
        LOG.errorf(safe, "Unhandled failure, correlationId=%s", correlationId);
        return Responses.problem(Problem.of(500, "INTERNAL_ERROR",
                "An unexpected error occurred; quote the correlation id when reporting it").withCorrelationId(correlationId)).build();
    }

    private static boolean clientWentAway(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof ClosedChannelException || t instanceof HttpClosedException) {
                return true;
            }
        }
        return false;
    }

    private static String pathOf(JsonMappingException e) {
        return e.getPath().stream()
                .map(ref -> ref.getFieldName() != null ? ref.getFieldName() : "[" + ref.getIndex() + "]")
                .collect(Collectors.joining("."))
                .replace(".[", "[");
    }
}
