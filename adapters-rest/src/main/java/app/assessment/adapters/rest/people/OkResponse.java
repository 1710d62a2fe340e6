package app.assessment.adapters.rest.people;

/** The answer of a removal, as forms give it (docs/api.md §7). */
public record OkResponse(boolean ok) {
    static final OkResponse OK = new OkResponse(true);
}
