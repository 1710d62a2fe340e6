package app.assessment.adapters.rest.shared;

import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.shared.DomainException;

/**
 * The one reading of paging parameters (docs/api.md §1) for every list: a page from 1, a size of at
 * least 1 clamped to the list's maximum, defaults when absent. A value that is not a whole number
 * or is out of range is a 400 naming the parameter, with the same reason on every list.
 */
public final class Paging {

    static final String PAGE_RULE = "must be a whole number from 1 to " + PageRequest.MAX_PAGE;
    static final String SIZE_RULE = "must be a whole number of at least 1";

    private Paging() {
    }

    /** {@code page} and {@code limit}, the paging of most lists. */
    public static PageRequest byLimit(String page, String limit) {
        return byPage(page, "limit", limit, PageRequest.DEFAULT_SIZE, PageRequest.MAX_SIZE);
    }

    /** {@code page} and a size under another name ({@code pageSize} on the mobile lists). */
    public static PageRequest byPage(String page, String sizeName, String size, int defaultSize, int maxSize) {
        Integer number = QueryValues.integer("page", page, PAGE_RULE);
        if (number != null && (number < 1 || number > PageRequest.MAX_PAGE)) {
            throw DomainException.invalid("page", PAGE_RULE);
        }
        return PageRequest.of(number, size(sizeName, size, defaultSize, maxSize));
    }

    /** A page size alone, for lists paged by a cursor: at least 1, above {@code maxSize} clamped. */
    public static int size(String name, String value, int defaultSize, int maxSize) {
        Integer size = QueryValues.integer(name, value, SIZE_RULE);
        if (size == null) {
            return defaultSize;
        }
        if (size < 1) {
            throw DomainException.invalid(name, SIZE_RULE);
        }
        return Math.min(size, maxSize);
    }
}
