package app.assessment.adapters.rest.people;

import app.assessment.adapters.rest.shared.TotalRelation;
import app.assessment.application.port.in.ResultPage;
import java.util.List;
import java.util.function.Function;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The list shape of students, candidates and teachers alike. */
public record ListResponse<T>(
        List<T> items,
        @Schema(description = "Rows matching the filter over all pages") long total,
        @Schema(description = "This page's number, from 1") int page,
        @Schema(description = "The page size applied, after clamping") int limit,
        @Schema(description = TotalRelation.DESCRIPTION, enumeration = {"eq", "gte"}) String totalRelation) {

    static <D, T> ListResponse<T> from(ResultPage<D> page, Function<D, T> body) {
        return new ListResponse<>(page.items().stream().map(body).toList(), page.total(), page.page(), page.limit(),
                TotalRelation.of(page.totalCapped()));
    }
}
