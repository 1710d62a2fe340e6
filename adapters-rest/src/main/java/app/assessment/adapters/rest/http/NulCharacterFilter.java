package app.assessment.adapters.rest.http;

import app.assessment.adapters.rest.problem.Problem;
import app.assessment.adapters.rest.problem.Responses;
import app.assessment.adapters.rest.json.NulRefusingStrings;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Path and query parameters with a NUL character (%00) are refused before any resource runs,
 * naming the parameter; JSON bodies get the same rule from {@link NulRefusingStrings}.
 */
public class NulCharacterFilter {

    @ServerRequestFilter(priority = 100)
    public Optional<Response> refuseNul(ContainerRequestContext context) {
        Optional<String> field = firstWithNul(context.getUriInfo().getPathParameters())
                .or(() -> firstWithNul(context.getUriInfo().getQueryParameters()));
        return field.map(name -> Responses.problem(Problem.of(400, "VALIDATION_FAILED", name + ": " + NulRefusingStrings.MESSAGE)
                .withErrors(List.of(new Problem.FieldError(name, NulRefusingStrings.MESSAGE)))).build());
    }

    private static Optional<String> firstWithNul(MultivaluedMap<String, String> parameters) {
        for (Map.Entry<String, List<String>> entry : parameters.entrySet()) {
            if (entry.getKey().indexOf('\u0000') >= 0) {
                return Optional.of("query");
            }
            for (String value : entry.getValue()) {
                if (value != null && value.indexOf('\u0000') >= 0) {
                    return Optional.of(entry.getKey());
                }
            }
        }
        return Optional.empty();
    }
}
