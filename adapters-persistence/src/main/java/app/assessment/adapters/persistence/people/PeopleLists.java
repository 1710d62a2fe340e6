package app.assessment.adapters.persistence.people;

import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import app.assessment.domain.shared.SearchText;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The one list query of students, candidates and teachers: an organization's live rows,
 * optionally of one status and matching a name, in name order. It costs a count and a select
 * of plain rows (no associations to load), whatever the page size; the select is skipped when
 * the page starts past the end.
 */
final class PeopleLists {

    private PeopleLists() {
    }

    static <E extends PersonEntity, D> ResultPage<D> page(PanacheRepositoryBase<E, String> rows, String organizationId, PeopleSearch search,
                                     Enum<?> status, PageRequest page, Function<E, D> toDomain) {
        StringBuilder where = new StringBuilder("organizationId = :organizationId and deletedAt is null");
        Map<String, Object> parameters = new HashMap<>();
        parameters.put("organizationId", organizationId);
        if (status != null) {
            where.append(" and status = :status");
            parameters.put("status", status.name());
        }
        if (!search.isEmpty()) {
            where.append(" and searchName like :search escape '\\'");
            parameters.put("search", SearchText.pattern(search.text()));
        }
        long total = rows.count(where.toString(), parameters);
        if (page.offset() >= total) {
            return ResultPage.of(List.of(), total, page);
        }
        int first = Math.toIntExact(page.offset());
        List<D> items = rows.find(where.toString(), Sort.by("searchName").and("id"), parameters)
                .range(first, first + page.size() - 1)
                .stream().map(toDomain).toList();
        return ResultPage.of(items, total, page);
    }

    /** A row by id as the organization's readers see it: absent when removed or another organization's. */
    static <E extends PersonEntity> Optional<E> visible(PanacheRepositoryBase<E, String> rows, String organizationId,
                                                       String id) {
        return rows.findByIdOptional(id).filter(row -> row.visibleIn(organizationId));
    }
}
