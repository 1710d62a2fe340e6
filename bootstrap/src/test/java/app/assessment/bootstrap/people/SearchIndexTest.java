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
 * Every search column can be served by its indexes with the organization in their keys: a term
 * anywhere by the organization's n-gram keys (V36, ADR 0043), a short term at the start by the
 * {@code text_pattern_ops} B-tree as a range (V32, ADR 0039). With sequential scans off and no
 * other index, PostgreSQL picks an index only when the predicate is one it can serve (an
 * expression other than the index's, or a collation it was not built with, would leave it
 * unusable). And a term anywhere can be served by the keys only: PostgreSQL cannot choose to walk
 * the organization's rows in one of its B-trees with the term as a filter.
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
    void aTermAnywhereUsesTheKeys_andAShortTermTheRangeOfTheOrderedOne(String table, String column, String live,
                                                                      String indexes) {
        String keys = indexes + "_keys";
        String prefixes = indexes + "_prefix";
        // On a table this small a scan of any other index is cheaper still: drop them for this
        // transaction only (DDL in PostgreSQL is transactional; the test rolls back).
        @SuppressWarnings("unchecked")
        List<String> others = em.createNativeQuery("select indexrelid::regclass::text from pg_index where indrelid = cast(?1 as regclass) "
                + "and indexrelid::regclass::text not in (?2, ?3) and not exists (select 1 from pg_constraint c where c.conindid = indexrelid)")
                .setParameter(1, table).setParameter(2, keys).setParameter(3, prefixes).getResultList();
        others.forEach(other -> em.createNativeQuery("drop index " + other).executeUpdate());
        em.createNativeQuery("set local enable_seqscan = off").executeUpdate();

        assertThat(plan(table, column, live, "si")).as("the keys cannot serve the range").contains(prefixes)
                .doesNotContain("Filter:");
        // On a few rows, the organization's entries of the prefix index filtered by the term cost
        // next to nothing: without it, the keys must serve every other term.
        em.createNativeQuery("drop index " + prefixes).executeUpdate();
        assertThat(plan(table, column, live, "ilva")).contains(keys).contains("Index Cond: (search_keys(");
        assertThat(plan(table, column, live, "Letícia Assunção")).contains(keys).contains("Index Cond: (search_keys(");
    }

    /**
     * The organization's B-trees (its list's ordered index, ix_*_by_org, V32's prefix index) could
     * each serve the organization's condition of a term search and leave the term a filter on every
     * row of the organization; for a broad term in an organization whose rows lie together,
     * PostgreSQL's custom plans chose that walk (ADR 0041). Without the keys' index and with
     * sequential scans off, no index of the table may serve any condition of a term search.
     */
    @ParameterizedTest
    @CsvSource({
        "students, search_name, deleted_at is null, ix_students_org_search_keys",
        "candidates, search_name, deleted_at is null, ix_candidates_org_search_keys",
        "teachers, search_name, deleted_at is null, ix_teachers_org_search_keys",
        "forms, search_title, deleted_at is null, ix_forms_org_search_keys",
        "submissions, search_text, true, ix_submissions_org_search_keys"
    })
    @TestTransaction
    void aTermAnywhere_cannotBeServedByAnOrganizationsBTree(String table, String column, String live, String keys) {
        em.createNativeQuery("drop index " + keys).executeUpdate();
        em.createNativeQuery("set local enable_seqscan = off").executeUpdate();

        for (String term : List.of("oliveira", "ilva", "Letícia Assunção Carvalho 12345")) {
            assertThat(plan(table, column, live, term)).as(term).doesNotContain("Index Cond");
        }
    }

    /**
     * A GIN index defers new rows' entries to a pending list that every search through it reads
     * whole; PostgreSQL's default lets it grow to 4 MB, which halved a selective search's rate
     * (V35, ADR 0042). Every GIN index of the schema, one added later included, keeps it at the
     * smallest limit; V34's trigram indexes are gone (V36).
     */
    @Test
    void everyGinIndex_keepsItsPendingListSmall() {
        @SuppressWarnings("unchecked")
        List<Object[]> indexes = em.createNativeQuery("select c.relname, coalesce(array_to_string(c.reloptions, ','), '') "
                + "from pg_index i join pg_class c on c.oid = i.indexrelid join pg_namespace n on n.oid = c.relnamespace "
                + "join pg_am a on a.oid = c.relam where n.nspname = current_schema() and a.amname = 'gin'").getResultList();

        assertThat(indexes).extracting(row -> (String) row[0]).containsExactlyInAnyOrder(
                "ix_submissions_org_search_keys", "ix_students_org_search_keys", "ix_candidates_org_search_keys",
                "ix_teachers_org_search_keys", "ix_forms_org_search_keys", "ix_bank_question_versions_tags");
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
