package app.assessment.application.port.in;

import app.assessment.domain.shared.DomainException;

/**
 * Which page of a list to read (CONTRACT §1): {@code page} starts at 1, a {@code limit} above
 * the list's maximum is clamped to it, and either below 1 is invalid.
 */
public record PageRequest(int page, int limit) {

    public static final int DEFAULT_LIMIT = 20;
    public static final int MAX_LIMIT = 100;

    public PageRequest {
        if (page < 1) {
            throw DomainException.invalid("page: must be a whole number of at least 1");
        }
        if (limit < 1) {
            throw DomainException.invalid("limit: must be a whole number of at least 1");
        }
        limit = Math.min(limit, MAX_LIMIT);
    }

    /** Rows to skip; a long, since page times limit can pass the int range. */
    public long offset() {
        return (long) (page - 1) * limit;
    }
}
