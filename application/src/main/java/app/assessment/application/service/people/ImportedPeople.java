package app.assessment.application.service.people;

import app.assessment.application.port.in.people.ImportPeopleUseCase.Row;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Set;

/**
 * What the import needs to know of one kind of person (students, candidates): its columns, how a row becomes a new
 * person or changes a stored one (the domain's constructors check every rule and throw naming the field), and the
 * repository's bulk reads and writes.
 */
interface ImportedPeople<T> {

    /** The audit's entity name and the word in messages, e.g. {@code Student}. */
    String entity();

    Set<String> fields();

    String id(T person);

    String email(T person);

    String document(T person);

    T create(String id, String organizationId, Row row, Instant now);

    /** The stored person with the row's non-empty cells written over; equal to {@code current} when nothing changes. */
    T merge(T current, Row row);

    /** Live people of the organization with one of these e-mails (lower case) or documents (normalized). */
    List<T> matching(String organizationId, Collection<String> emails, Collection<String> documents);

    void addAll(List<T> people);

    void updateAll(List<T> people);
}
