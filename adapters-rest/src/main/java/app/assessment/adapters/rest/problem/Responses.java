package app.assessment.adapters.rest.problem;

import jakarta.ws.rs.core.Response;

public final class Responses {
    private Responses() {
    }

    public static Response.ResponseBuilder problem(Problem problem) {
        return Response.status(problem.status()).type(Problem.MEDIA_TYPE).entity(problem);
    }
}
