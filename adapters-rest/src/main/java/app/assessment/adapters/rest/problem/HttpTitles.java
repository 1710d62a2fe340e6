package app.assessment.adapters.rest.problem;

import jakarta.ws.rs.core.Response;

final class HttpTitles {
    private HttpTitles() {
    }

    static String of(int status) {
        Response.Status known = Response.Status.fromStatusCode(status);
        if (known != null) {
            return known.getReasonPhrase();
        }
        return switch (status) {
            case 402 -> "Payment Required";
            case 413 -> "Content Too Large";
            case 429 -> "Too Many Requests";
            case 502 -> "Bad Gateway";
            default -> "Error";
        };
    }
}
