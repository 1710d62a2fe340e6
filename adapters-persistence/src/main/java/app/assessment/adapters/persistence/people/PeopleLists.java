package app.assessment.adapters.persistence.people;

import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import app.assessment.domain.shared.SearchText;
import app.assessment.adapters.persistence.shared.SearchedPages;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.hibernate.Session;
import org.hibernate.query.NativeQuery;
import org.hibernate.type.StandardBasicTypes;

/**
 * The one list query of students, candidates and teachers: an organization's live rows,
 * optionally of one status and matching a name, in name order. It costs a count and a select
 * of plain rows (no associations to load), whatever the page size; the select is skipped when
 * the page starts past the end. A name search is one statement over its matches instead (ADR 0033).
 */
final class PeopleLists {

    private PeopleLists() {
    }

    static <E extends PersonEntity, D> ResultPage<D> page(PanacheRepositoryBase<E, String> rows, Class<E> type, String organizationId,
                                     PeopleSearch search, Enum<?> status, PageRequest page, Function<E, D> toDomain) {
        if (!search.isEmpty()) {
            return searched(rows, type, organizationId, search, status, page, toDomain);
        }
        StringBuilder where = new StringBuilder("organizationId = :organizationId and deletedAt is null");
        Map<String, Object> parameters = new HashMap<>();
        parameters.put("organizationId", organizationId);
        if (status != null) {
            where.append(" and status = :status");
            parameters.put("status", status.name());
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

    /** A search's page and total in one statement over its matches (SearchedPages, ADR 0033). */
    private static <E extends PersonEntity, D> ResultPage<D> searched(PanacheRepositoryBase<E, String> rows, Class<E> type,
                                     String organizationId, PeopleSearch search, Enum<?> status, PageRequest page,
                                     Function<E, D> toDomain) {
        String where = "organization_id = ?1 and deleted_at is null and search_name like ?2 escape '\\'"
                + (status == null ? "" : " and status = ?3");
        String sql = SearchedPages.select(type.getAnnotation(Table.class).name(), "r", "r.*", where, "search_name, id", page.offset(),
                page.size());
        NativeQuery<?> query = rows.getEntityManager().unwrap(Session.class).createNativeQuery(sql, Object[].class)
                .addScalar("total", StandardBasicTypes.LONG).addEntity("r", type)
                .setParameter(1, organizationId).setParameter(2, SearchText.pattern(search.text()));
        if (status != null) {
            query.setParameter(3, status.name());
        }
        long total = 0;
        List<D> items = new ArrayList<>();
        for (Object row : query.getResultList()) {
            Object[] columns = (Object[]) row;
            total = (Long) columns[0];
            if (columns[1] != null) {
                items.add(toDomain.apply(type.cast(columns[1])));
            }
        }
        return ResultPage.of(items, total, page);
    }

    /** A row by id as the organization's readers see it: absent when removed or another organization's. */
    static <E extends PersonEntity> Optional<E> visible(PanacheRepositoryBase<E, String> rows, String organizationId,
                                                       String id) {
        return rows.findByIdOptional(id).filter(row -> row.visibleIn(organizationId));
    }
}
