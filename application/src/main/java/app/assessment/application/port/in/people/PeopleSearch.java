package app.assessment.application.port.in.people;

import app.assessment.domain.shared.Check;

/**
 * The name filter of a people list: matched anywhere in the name, ignoring case and accents.
 * Blank means no filter; longer than a name can be is refused rather than searched.
 */
public record PeopleSearch(String text) {

    public static final int MAX = 200;

    public PeopleSearch {
        text = text == null || text.isBlank() ? null : Check.optionalText("search", text.strip(), MAX);
    }

    public boolean isEmpty() {
        return text == null;
    }
}
