package app.assessment.adapters.persistence.people;

import app.assessment.adapters.persistence.shared.UniqueViolations;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The bulk reads and writes of an import (issue 47), shared by students and candidates: one statement finds the
 * people a file names, and the writes are flushed once, so Hibernate sends them in JDBC batches
 * ({@code quarkus.hibernate-orm.jdbc.statement-batch-size}) and the people_totals triggers, per statement, fire per
 * batch rather than per row.
 */
final class PeopleBatches {

    /** Ids per {@code in} list, well under PostgreSQL's 65,535 bind parameters. */
    private static final int CHUNK = 1000;

    private PeopleBatches() {
    }

    static <E extends PersonEntity> List<E> matching(PanacheRepositoryBase<E, String> rows, String organizationId,
                                                     Collection<String> lowerCaseEmails, Collection<String> documents) {
        if (lowerCaseEmails.isEmpty() && documents.isEmpty()) {
            return List.of();
        }
        // An empty in-list is not portable JPQL; '' is neither a stored e-mail nor a stored document.
        return rows.list("organizationId = ?1 and deletedAt is null and (lower(email) in ?2 or cpfCnpj in ?3)", organizationId,
                orBlank(lowerCaseEmails), orBlank(documents));
    }

    static <E extends PersonEntity, D> void addAll(PanacheRepositoryBase<E, String> rows, List<D> people, Supplier<E> newRow,
                                                   BiConsumer<D, E> copy) {
        UniqueViolations.translate(() -> {
            for (D person : people) {
                E row = newRow.get();
                copy.accept(person, row);
                rows.persist(row);
            }
            rows.flush();
        });
    }

    static <E extends PersonEntity, D> void updateAll(PanacheRepositoryBase<E, String> rows, List<D> people,
                                                      Function<D, String> id, BiConsumer<D, E> copy) {
        Map<String, E> stored = new HashMap<>();
        List<String> ids = people.stream().map(id).toList();
        for (int from = 0; from < ids.size(); from += CHUNK) {
            for (E row : rows.list("id in ?1", ids.subList(from, Math.min(ids.size(), from + CHUNK)))) {
                stored.put(row.id, row);
            }
        }
        UniqueViolations.translate(() -> {
            for (D person : people) {
                copy.accept(person, stored.get(id.apply(person)));
            }
            rows.flush();
        });
    }

    private static Collection<String> orBlank(Collection<String> values) {
        if (!values.isEmpty()) {
            return values;
        }
        List<String> blank = new ArrayList<>();
        blank.add("");
        return blank;
    }
}
