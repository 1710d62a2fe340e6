package app.assessment.adapters.rest.people;

import app.assessment.adapters.rest.shared.Paging;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.people.PeopleSearch;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/**
 * The query parameters every people list takes: {@code search}, {@code page} and
 * {@code limit} (docs/api.md §1). Taken as text so a bad number is a 400 naming the parameter.
 */
public class ListParameters {

    @QueryParam("search")
    @Parameter(description = "Part of the name, matched without regard to case or accents (\"joao\" finds \"João\"): "
            + "three characters or more anywhere in the name (\"ilva\" finds \"João Silva\"), fewer at its start; "
            + "at most " + PeopleSearch.MAX + " characters.")
    String search;

    @QueryParam("page")
    @Parameter(description = "From 1. Below 1 or not a whole number is 400.",
            schema = @Schema(type = SchemaType.INTEGER, minimum = "1", defaultValue = "1"))
    String page;

    @QueryParam("limit")
    @Parameter(description = "Page size; above " + PageRequest.MAX_SIZE + " it is clamped to " + PageRequest.MAX_SIZE
            + ". Below 1 or not a whole number is 400.",
            schema = @Schema(type = SchemaType.INTEGER, minimum = "1", defaultValue = "" + PageRequest.DEFAULT_SIZE))
    String limit;

    PeopleSearch search() {
        return new PeopleSearch(search);
    }

    PageRequest page() {
        return Paging.byLimit(page, limit);
    }
}
