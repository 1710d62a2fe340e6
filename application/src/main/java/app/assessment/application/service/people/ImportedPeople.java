package app.assessment.application.service.people;

import app.assessment.application.port.in.people.ImportPeopleUseCase.Row;
import app.assessment.application.port.out.people.ImportablePeople;
import app.assessment.domain.people.Person;
import java.time.Instant;
import java.util.Set;

/**
 * What the import needs to know of one kind of person (students, candidates): its columns, how a row becomes a new
 * person or changes a stored one (the domain's constructors check every rule and throw naming the field), and where
 * they are stored.
 */
interface ImportedPeople<T extends Person> {

    /** The audit's entity name and the word in messages, e.g. {@code Student}. */
    String entity();

    Set<String> fields();

    T create(String id, String organizationId, Row row, Instant now);

    /** The stored person with the row's non-empty cells written over; equal to {@code current} when nothing changes. */
    T merge(T current, Row row);

    ImportablePeople<T> store();
}
