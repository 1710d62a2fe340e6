package app.assessment.adapters.persistence.people;

import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.people.PeopleSearch;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Sort;
import app.assessment.domain.shared.SearchText;
import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.SearchCondition;
import app.assessment.adapters.persistence.shared.SearchedPages;
import jakarta.persistence.Table;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The one list query of students, candidates and teachers: an organization's live rows,
 * optionally of one status and matching a name, in name order. It costs a total and a select
 * of plain rows (no associations to load), whatever the page size; the select is skipped when
 * the page starts past the end. Students' and candidates' totals are read from people_totals
 * (V33, ADR 0040), kept per status, so they cost the same in an organization of any size;
 * teachers' are counted. A name search counts and pages its matches in one statement instead
 * (ADR 0033), then reads the page's rows by id.
 */
final class PeopleLists {

    /** Lists whose unsearched totals are kept in people_totals (V33) rather than counted. */
    private static final Set<String> TOTALS_KEPT = Set.of("students", "candidates");

    private static final String SEARCH_ORDER = "search_name, id";

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
        long total = TOTALS_KEPT.contains(table(type)) ? keptTotal(rows, table(type), organizationId, status)
                : rows.count(where.toString(), parameters);
        if (page.offset() >= total) {
            return ResultPage.of(List.of(), total, page);
        }
        int first = Math.toIntExact(page.offset());
        List<D> items = rows.find(where.toString(), Sort.by("searchName").and("id"), parameters)
                .range(first, first + page.size() - 1)
                .stream().map(toDomain).toList();
        return ResultPage.of(items, total, page);
    }

    private static long keptTotal(PanacheRepositoryBase<?, String> rows, String table, String organizationId, Enum<?> status) {
        String sql = "select coalesce(sum(people), 0) from people_totals where kind = ? and organization_id = ?"
                + (status == null ? "" : " and status = ?");
        Object[] parameters = status == null ? new Object[] {table, organizationId} : new Object[] {table, organizationId, status.name()};
        return Jdbc.query(rows.getEntityManager(), sql, rs -> rs.getLong(1), parameters).get(0);
    }

    private static String table(Class<?> type) {
        return type.getAnnotation(Table.class).name();
    }

    /**
     * A search's total and the page's ids in one statement over its matches (SearchedPages, ADR
     * 0033), past the count's cap the page's ids walked in name order (ADR 0048), then the page's
     * rows by id: the Jdbc helper reads no entities (ADR 0036).
     */
    private static <E extends PersonEntity, D> ResultPage<D> searched(PanacheRepositoryBase<E, String> rows, Class<E> type,
                                     String organizationId, PeopleSearch search, Enum<?> status, PageRequest page,
                                     Function<E, D> toDomain) {
        SearchCondition.Term term = SearchCondition.on("search_name", SearchText.pattern(search.text()));
        SearchCondition name = term.within("organization_id", organizationId);
        String sql = SearchedPages.select(table(type), "r", "r.id", where(name, status), SEARCH_ORDER, page.offset(),
                page.size());
        List<Match> matches = Jdbc.query(rows.getEntityManager(), sql, rs -> new Match(rs.getLong("total"), rs.getString("id")),
                parameters(name, status));
        long counted = matches.isEmpty() ? 0 : matches.get(0).total();
        List<String> ids = matches.stream().map(Match::id).filter(Objects::nonNull).toList();
        if (SearchedPages.capped(counted)) {
            SearchCondition walked = term.walkedWithinItsOrder("r.organization_id", organizationId);
            ids = Jdbc.query(rows.getEntityManager(), SearchedPages.walk(table(type), "r", "r.id", "", where(walked, status),
                    SEARCH_ORDER, page.offset(), page.size()), rs -> rs.getString(1), parameters(walked, status));
        }
        long total = SearchedPages.shown(counted);
        boolean capped = SearchedPages.capped(counted);
        if (ids.isEmpty()) {
            return ResultPage.of(List.of(), total, capped, page);
        }
        Map<String, E> byId = rows.list("id in ?1", ids).stream().collect(Collectors.toMap(row -> row.id, row -> row));
        return ResultPage.of(ids.stream().map(byId::get).filter(Objects::nonNull).map(toDomain).toList(), total, capped, page);
    }

    private static String where(SearchCondition name, Enum<?> status) {
        return "r.deleted_at is null and " + name.sql() + (status == null ? "" : " and r.status = ?");
    }

    private static Object[] parameters(SearchCondition name, Enum<?> status) {
        return name.parametersThen(status == null ? List.of() : List.of(status.name()));
    }

    private record Match(long total, String id) {
    }

    /** A row by id as the organization's readers see it: absent when removed or another organization's. */
    static <E extends PersonEntity> Optional<E> visible(PanacheRepositoryBase<E, String> rows, String organizationId,
                                                       String id) {
        return rows.findByIdOptional(id).filter(row -> row.visibleIn(organizationId));
    }
}
