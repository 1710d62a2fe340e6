package app.assessment.adapters.rest.http;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.Responses;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses a {@link BodyOnly} field found in the query string before the route runs, so nothing
 * is checked, counted toward a limit or audited, whatever the body holds.
 */
public class BodyOnlyFilter {

    static final String MESSAGE = "must be sent in the request body, never in the query string";

    @ServerRequestFilter
    public Optional<Response> refuseInQuery(ContainerRequestContext context, ResourceInfo resource) {
        Method method = resource.getResourceMethod();
        BodyOnly bodyOnly = method == null ? null : method.getAnnotation(BodyOnly.class);
        if (bodyOnly == null) {
            return Optional.empty();
        }
        MultivaluedMap<String, String> query = context.getUriInfo().getQueryParameters();
        List<String> found = Arrays.stream(bodyOnly.value()).filter(query::containsKey).toList();
        if (found.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(Responses.problem(Problem.of(400, "VALIDATION_FAILED", String.join(", ", found) + ": " + MESSAGE)
                .withErrors(found.stream().map(field -> new Problem.FieldError(field, MESSAGE)).toList())).build());
    }
}
