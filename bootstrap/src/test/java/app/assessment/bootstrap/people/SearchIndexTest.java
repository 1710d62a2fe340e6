package app.assessment.bootstrap.people;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.domain.shared.SearchText;
import io.quarkus.test.TestTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every search column can be served by its trigram index with the organization as a key of it
 * (V29, ADR 0033), for a term anywhere and for a short term at the start: with sequential scans off and no other index, PostgreSQL picks the
 * index only when the predicate is one it can serve (a function around the column, or a collation it was not built
 * with, would leave it unusable). How fast they are on a large organization is measured in
 * bench/ (docs/performance.md), not here.
 */
@QuarkusTest
class SearchIndexTest {

    @Inject
    EntityManager em;

    @ParameterizedTest
    @CsvSource({
        "students, search_name, deleted_at is null, ix_students_org_search_trgm",
        "candidates, search_name, deleted_at is null, ix_candidates_org_search_trgm",
        "teachers, search_name, deleted_at is null, ix_teachers_org_search_trgm",
        "forms, search_title, deleted_at is null, ix_forms_org_search_trgm",
        "submissions, search_text, true, ix_submissions_org_search_trgm"
    })
    @TestTransaction
    void searchesUseTheTrigramIndex_forATermAnywhere_andForAShortTermAtTheStart(String table, String column, String live,
                                                                                 String index) {
        // On a table this small a scan of any other index is cheaper still: drop them for this
        // transaction only (DDL in PostgreSQL is transactional; the test rolls back).
        @SuppressWarnings("unchecked")
        List<String> others = em.createNativeQuery("select indexrelid::regclass::text from pg_index where indrelid = cast(?1 as regclass) "
                + "and indexrelid::regclass::text <> ?2 and not exists (select 1 from pg_constraint c where c.conindid = indexrelid)").setParameter(1, table).setParameter(2, index).getResultList();
        others.forEach(other -> em.createNativeQuery("drop index " + other).executeUpdate());
        em.createNativeQuery("set local enable_seqscan = off").executeUpdate();

        assertThat(plan(table, column, live, SearchText.pattern("ilva"))).contains(index)
                .as("the organization is an index condition, not a filter on the table").doesNotContain("Filter:");
        assertThat(plan(table, column, live, SearchText.pattern("si"))).contains(index).doesNotContain("Filter:");
    }

    private String plan(String table, String column, String live, String pattern) {
        @SuppressWarnings("unchecked")
        List<Object> lines = em.createNativeQuery("explain select id from " + table + " where organization_id = 'o' and " + live + " and " + column
                + " like '" + pattern.replace("'", "''") + "' escape '\\'").getResultList();
        return lines.stream().map(String::valueOf).collect(Collectors.joining("\n"));
    }
}
