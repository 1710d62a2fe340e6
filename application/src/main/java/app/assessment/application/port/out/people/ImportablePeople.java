package app.assessment.application.port.out.people;

import app.assessment.domain.people.Person;
import java.util.Collection;
import java.util.List;

/** The bulk reads and writes of an import (issue 47), alike for students and candidates. */
public interface ImportablePeople<T extends Person> {

    /** Live people of the organization whose e-mail, in lower case, or CPF/CNPJ is one of these; one statement. */
    List<T> matching(String organizationId, Collection<String> lowerCaseEmails, Collection<String> documents);

    /** Adds many in batches; a duplicate e-mail fails them all with {@code DUPLICATE_EMAIL}. */
    void addAll(List<T> people);

    /** Writes every field of many, as a single update does one. */
    void updateAll(List<T> people);
}
