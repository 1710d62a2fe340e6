package app.assessment.bootstrap.search;

import static org.assertj.core.api.Assertions.assertThat;

import app.assessment.adapters.persistence.shared.SearchCondition;
import app.assessment.domain.shared.SearchText;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The organization's n-gram keys (V36, ADR 0043) may only narrow a search, never lose a match:
 * a text holds every key of every term it contains, whatever the term's words, their length or
 * their characters. Checked over generated texts and every kind of cut through them, as the lists
 * write the condition.
 */
@QuarkusTest
class SearchKeysTest {

    private static final String[] WORDS = {"João", "Conceição", "Letícia", "Assunção", "Carvalho", "12345", "112345", "Sá",
        "Raí", "Zoé", "d'Ávila", "Avaliação", "—", "50%_off", "a\\b", "日本語", "Ωμέγα", "x", "ab", "Müller-Lüdenscheidt"};

    @Inject
    AgroalDataSource dataSource;

    @Test
    void aTextHoldsTheKeysOfEveryTermItContains_andTheSearchFindsIt() throws SQLException {
        Random random = new Random(43);
        List<String> texts = new ArrayList<>();
        List<String> terms = new ArrayList<>();
        for (int i = 0; i < 400; i++) {
            StringBuilder text = new StringBuilder();
            for (int w = 1 + random.nextInt(6); w > 0; w--) {
                text.append(WORDS[random.nextInt(WORDS.length)]).append(random.nextInt(4) == 0 ? random.nextInt(1000) : "").append(' ');
            }
            String normalized = SearchText.normalize(text.toString());
            int[] points = normalized.codePoints().toArray();
            int from = random.nextInt(points.length);
            int to = Math.min(points.length, from + SearchText.MIN_ANYWHERE_LENGTH + random.nextInt(20));
            String term = SearchText.normalize(new String(points, from, to - from));
            if (term.codePointCount(0, term.length()) >= SearchText.MIN_ANYWHERE_LENGTH) {
                texts.add(normalized);
                terms.add(term);
            }
        }
        assertThat(terms).hasSizeGreaterThan(300);

        assertThat(unmatched(texts, terms, "o")).as("pairs whose text's keys lack a key of its term").isZero();
        assertThat(found(texts, terms, "o")).as("texts the searches find").isEqualTo(texts.size());
    }

    @Test
    void anotherOrganizationsKeys_areNotTheSame() throws SQLException {
        List<String> texts = List.of("leticia assuncao carvalho 12345", "joao conceicao", "avaliacao 7 — ciencias da natureza");

        assertThat(unmatched(texts, texts, "o")).isZero();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(
                     "select count(*) from unnest(?) t where search_keys('o', t) && search_term_keys('p', t)")) {
            statement.setArray(1, connection.createArrayOf("text", texts.toArray()));
            assertThat(count(statement)).isZero();
        }
    }

    /** Pairs whose text's keys in the organization lack one of its term's keys. */
    private long unmatched(List<String> texts, List<String> terms, String organization) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement("select count(*) from unnest(?, ?) p(t, s) "
                     + "where not search_keys(?, t) @> search_term_keys(?, s)")) {
            statement.setArray(1, connection.createArrayOf("text", texts.toArray()));
            statement.setArray(2, connection.createArrayOf("text", terms.toArray()));
            statement.setString(3, organization);
            statement.setString(4, organization);
            return count(statement);
        }
    }

    /** How many of the pairs the condition the lists write finds, each text searched for its own term. */
    private long found(List<String> texts, List<String> terms, String organization) throws SQLException {
        long found = 0;
        try (Connection connection = dataSource.getConnection()) {
            for (int i = 0; i < texts.size(); i++) {
                SearchCondition condition = SearchCondition.on("t", SearchText.pattern(terms.get(i))).within("o", organization);
                try (PreparedStatement statement = connection.prepareStatement(
                        "select count(*) from (select ?::text as o, ?::text as t) r where " + condition.sql())) {
                    statement.setString(1, organization);
                    statement.setString(2, texts.get(i));
                    for (int p = 0; p < condition.parameters().size(); p++) {
                        statement.setObject(p + 3, condition.parameters().get(p));
                    }
                    found += count(statement);
                }
            }
        }
        return found;
    }

    private static long count(PreparedStatement statement) throws SQLException {
        try (ResultSet rs = statement.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
