package app.assessment.application.port.in;

import app.assessment.application.port.in.shared.PageRequest;
import java.util.List;
import java.util.function.Function;

/** One page of a list and the size of the whole list, for the same filter. */
public record ResultPage<T>(List<T> items, long total, int page, int limit) {

    public ResultPage {
        items = List.copyOf(items);
    }

    public static <T> ResultPage<T> of(List<T> items, long total, PageRequest request) {
        return new ResultPage<>(items, total, request.page(), request.size());
    }

    public <R> ResultPage<R> map(Function<T, R> mapping) {
        return new ResultPage<>(items.stream().map(mapping).toList(), total, page, limit);
    }
}
