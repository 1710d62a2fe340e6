package app.assessment.adapters.rest.problem;

import app.assessment.domain.shared.DomainException;

final class DomainStatus {
    private DomainStatus() {
    }

    static int of(DomainException.Kind kind) {
        return switch (kind) {
            case INVALID -> 400;
            case UNAUTHENTICATED -> 401;
            case PAYMENT_REQUIRED -> 402;
            case FORBIDDEN -> 403;
            case NOT_FOUND -> 404;
            case CONFLICT -> 409;
            case VERSION_MISMATCH -> 412;
            case GONE -> 410;
            case TOO_LARGE -> 413;
            case UNSUPPORTED_TYPE -> 415;
            case UNPROCESSABLE -> 422;
            case RATE_LIMITED -> 429;
            case UPSTREAM_FAILED -> 502;
            case UPSTREAM_BUSY -> 503;
        };
    }
}
