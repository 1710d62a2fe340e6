package app.assessment.application.port.in;

import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.domain.shared.SearchTotals;
import java.util.List;
import java.util.function.Function;

/**
 * One page of a list and the size of the whole list, for the same filter.
 *
 * @param totalCapped the list matched more than {@link SearchTotals#EXACT_UP_TO}, which {@code total} then is
 */
public record ResultPage<T>(List<T> items, long total, int page, int limit, boolean totalCapped) {

    public ResultPage {
        items = List.copyOf(items);
    }

    /** An exact total. */
    public ResultPage(List<T> items, long total, int page, int limit) {
        this(items, total, page, limit, false);
    }

    public static <T> ResultPage<T> of(List<T> items, long total, PageRequest request) {
        return new ResultPage<>(items, total, request.page(), request.size());
    }

    public static <T> ResultPage<T> of(List<T> items, long total, boolean totalCapped, PageRequest request) {
        return new ResultPage<>(items, total, request.page(), request.size(), totalCapped);
    }

    public <R> ResultPage<R> map(Function<T, R> mapping) {
        return new ResultPage<>(items.stream().map(mapping).toList(), total, page, limit, totalCapped);
    }
}
