package app.assessment.adapters.rest.people;

import app.assessment.domain.shared.DomainException;

/** What the three people resources check alike. */
final class PeopleParameters {

    private PeopleParameters() {
    }

    static <T> T required(T body) {
        if (body == null) {
            throw DomainException.invalid("body", "is required");
        }
        return body;
    }
}
