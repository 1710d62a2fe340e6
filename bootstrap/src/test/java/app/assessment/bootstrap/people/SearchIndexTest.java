package app.assessment.bootstrap.people;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.adapters.persistence.shared.SearchCondition;
import app.assessment.domain.shared.SearchText;
import io.quarkus.test.TestTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.regex.Matcher;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every search column can be served by its indexes with the organization as a key of them: a term
 * anywhere by the trigram index (V34, ADR 0033, 0041), a short term at the start by the
 * {@code text_pattern_ops} B-tree as a range (V32, ADR 0039). With sequential scans off and no
 * other index, PostgreSQL picks an index only when the predicate is one it can serve (a function
 * around the column, or a collation it was not built with, would leave it unusable). And a term
 * anywhere can be served by the trigram index only: PostgreSQL cannot choose to walk the
 * organization's rows in one of its B-trees with the term as a filter.
 * How fast they are on a large organization is measured in bench/ (docs/performance.md), not here.
 */
@QuarkusTest
class SearchIndexTest {

    @Inject
    EntityManager em;

    @ParameterizedTest
    @CsvSource({
        "students, search_name, deleted_at is null, ix_students_org_search",
        "candidates, search_name, deleted_at is null, ix_candidates_org_search",
        "teachers, search_name, deleted_at is null, ix_teachers_org_search",
        "forms, search_title, deleted_at is null, ix_forms_org_search",
        "submissions, search_text, true, ix_submissions_org_search"
    })
    @TestTransaction
    void aTermAnywhereUsesTheTrigramIndex_andAShortTermTheRangeOfTheOrderedOne(String table, String column, String live,
                                                                              String indexes) {
        String trigrams = indexes + "_trigrams";
        String prefixes = indexes + "_prefix";
        // On a table this small a scan of any other index is cheaper still: drop them for this
        // transaction only (DDL in PostgreSQL is transactional; the test rolls back).
        @SuppressWarnings("unchecked")
        List<String> others = em.createNativeQuery("select indexrelid::regclass::text from pg_index where indrelid = cast(?1 as regclass) "
                + "and indexrelid::regclass::text not in (?2, ?3) and not exists (select 1 from pg_constraint c where c.conindid = indexrelid)")
                .setParameter(1, table).setParameter(2, trigrams).setParameter(3, prefixes).getResultList();
        others.forEach(other -> em.createNativeQuery("drop index " + other).executeUpdate());
        em.createNativeQuery("set local enable_seqscan = off").executeUpdate();

        assertThat(plan(table, column, live, "si")).as("the trigram index cannot serve the range").contains(prefixes)
                .doesNotContain("Filter:");
        // On a few rows, the organization's entries of the prefix index filtered by the pattern
        // cost next to nothing: without it, the trigram index must serve every other term.
        em.createNativeQuery("drop index " + prefixes).executeUpdate();
        assertThat(plan(table, column, live, "ilva")).contains(trigrams)
                .as("the organization is an index condition, not a filter on the table").doesNotContain("Filter:");
        assertThat(plan(table, column, live, "Letícia Assunção")).contains(trigrams);
    }

    /**
     * The organization's B-trees (its list's ordered index, ix_*_by_org, V32's prefix index) could
     * each serve the organization's condition of a term search and leave the term a filter on every
     * row of the organization; for a broad term in an organization whose rows lie together,
     * PostgreSQL's custom plans chose that walk (ADR 0041). Without the trigram index and with
     * sequential scans off, no index of the table may serve any condition of a term search.
     */
    @ParameterizedTest
    @CsvSource({
        "students, search_name, deleted_at is null, ix_students_org_search_trigrams",
        "candidates, search_name, deleted_at is null, ix_candidates_org_search_trigrams",
        "teachers, search_name, deleted_at is null, ix_teachers_org_search_trigrams",
        "forms, search_title, deleted_at is null, ix_forms_org_search_trigrams",
        "submissions, search_text, true, ix_submissions_org_search_trigrams"
    })
    @TestTransaction
    void aTermAnywhere_cannotBeServedByAnOrganizationsBTree(String table, String column, String live, String trigrams) {
        em.createNativeQuery("drop index " + trigrams).executeUpdate();
        em.createNativeQuery("set local enable_seqscan = off").executeUpdate();

        for (String term : List.of("oliveira", "ilva", "Letícia Assunção Carvalho 12345")) {
            assertThat(plan(table, column, live, term)).as(term).doesNotContain("Index Cond");
        }
    }

    /**
     * A trigram index defers new rows' entries to a pending list that every search through it
     * reads whole, whichever organization it searches; PostgreSQL's default lets it grow to 4 MB,
     * which halved a selective search's rate (V35, ADR 0042). Every trigram index, one added later
     * included, keeps it at the smallest limit.
     */
    @Test
    void everyTrigramIndex_keepsItsPendingListSmall() {
        @SuppressWarnings("unchecked")
        List<Object[]> indexes = em.createNativeQuery("select c.relname, coalesce(array_to_string(c.reloptions, ','), '') "
                + "from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace "
                + "where n.nspname = current_schema() and exists (select 1 from pg_opclass o "
                + "where o.oid = any(i.indclass::oid[]) and o.opcname = 'gin_trgm_ops')").getResultList();

        assertThat(indexes).extracting(row -> (String) row[0]).containsExactlyInAnyOrder(
                "ix_submissions_org_search_trigrams", "ix_students_org_search_trigrams", "ix_candidates_org_search_trigrams",
                "ix_teachers_org_search_trigrams", "ix_forms_org_search_trigrams");
        assertThat(indexes).allSatisfy(row -> assertThat((String) row[1]).as((String) row[0])
                .contains("gin_pending_list_limit=64"));
    }

    /** The plan of the id list a search reads, its condition written as the lists write it, values inlined. */
    private String plan(String table, String column, String live, String term) {
        SearchCondition condition = SearchCondition.on(column, SearchText.pattern(term)).within("organization_id", "o");
        String sql = condition.sql();
        for (Object value : condition.parameters()) {
            sql = sql.replaceFirst("\\?", Matcher.quoteReplacement("'" + value.toString().replace("'", "''") + "'"));
        }
        @SuppressWarnings("unchecked")
        List<Object> lines = em.createNativeQuery("explain select id from " + table + " where " + live + " and " + sql).getResultList();
        return lines.stream().map(String::valueOf).collect(Collectors.joining("\n"));
    }
}
