package app.assessment.adapters.rest.problem;

import jakarta.ws.rs.WebApplicationException;

/** Machine codes for failures raised by the HTTP layer itself rather than by a use case. */
public final class StatusCodes {
    private StatusCodes() {
    }

    public static String of(int status) {
        return switch (status) {
            case 400 -> "BAD_REQUEST";
            case 401 -> "UNAUTHENTICATED";
            case 403 -> "FORBIDDEN";
            case 404 -> "NOT_FOUND";
            case 405 -> "METHOD_NOT_ALLOWED";
            case 406 -> "NOT_ACCEPTABLE";
            case 413 -> "PAYLOAD_TOO_LARGE";
            case 414 -> "URI_TOO_LONG";
            case 415 -> "UNSUPPORTED_MEDIA_TYPE";
            case 431 -> "HEADERS_TOO_LARGE";
            case 429 -> "RATE_LIMITED";
            default -> "HTTP_" + status;
        };
    }

    static String detail(int status, WebApplicationException e) {
        return switch (status) {
            case 404 -> "No resource matches this path";
            case 405 -> "This path does not accept that method";
            case 406 -> "No acceptable representation for the Accept header";
            case 413 -> "The request body is larger than allowed";
            case 415 -> "This route does not accept that content type";
            // Framework messages can name Java types; they never reach a client.
            default -> "The request is not valid";
        };
    }
}
