package app.assessment.application.port.in.shared;

import app.assessment.domain.shared.DomainException;

/**
 * docs/api.md §1 paging: {@code page} from 1; a size above the endpoint's maximum is clamped to it;
 * anything below 1 is invalid.
 */
public record PageRequest(int page, int size) {

    public static final int DEFAULT_SIZE = 20;
    public static final int MAX_SIZE = 100;
    /** Far past any real list; keeps page times size inside an int. */
    public static final int MAX_PAGE = 1_000_000;

    public PageRequest {
        if (page < 1 || page > MAX_PAGE) {
            throw DomainException.invalid("page", "must be a whole number from 1 to " + MAX_PAGE);
        }
        if (size < 1) {
            throw DomainException.invalid("limit", "must be at least 1");
        }
    }

    /** {@code page} null means the first; the size is already within the list's bounds. */
    public static PageRequest of(Integer page, int size) {
        return new PageRequest(page == null ? 1 : page, size);
    }

    public int offset() {
        return (page - 1) * size;
    }
}
