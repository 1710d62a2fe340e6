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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A short term is a bytewise range of the column (ADR 0039), not a LIKE: PostgreSQL finds exactly
 * the texts a Java {@code startsWith} finds, wildcards, backslashes, several-byte and the last
 * code points included.
 */
@QuarkusTest
class PrefixRangeTest {

    private static final List<String> TEXTS = List.of("jo", "joao conceicao", "jp", "jo%", "j", "", "joz", "jo{", "j\\o",
            "j\\", "%x", "%", "_a", "\\_", "\\a", "ö", "öa", "ɵ", "o\uD7FF", "o\uE000", "\uD7FFb", "\uE000",
            "\uDBFF\uDFFF", "\uDBFF\uDFFFz", "a\uDBFF\uDFFF", "a\uDBFF\uDFFFc", "b", "日本", "日");

    @Inject
    AgroalDataSource dataSource;

    @ParameterizedTest
    @ValueSource(strings = {"jo", "j", "%", "_", "\\", "j\\", "o", "o\uD7FF", "\uD7FF", "\uDBFF\uDFFF", "a\uDBFF\uDFFF", "日"})
    void aShortTerm_findsTheTextsThatStartWithIt(String prefix) throws SQLException {
        String pattern = SearchText.pattern(prefix);
        assertThat(SearchText.prefix(pattern)).as("a prefix search").isEqualTo(prefix);
        // The texts have no organization: a constant stands for it.
        SearchCondition condition = SearchCondition.on("t", pattern).within("'o'", "o");
        assertThat(condition.sql()).doesNotContain("strpos").doesNotContain("search_keys");

        assertThat(matches(condition)).containsExactlyInAnyOrderElementsOf(TEXTS.stream().filter(t -> t.startsWith(prefix)).toList());
    }

    private List<String> matches(SearchCondition condition) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement("select t from unnest(?) t where " + condition.sql())) {
            statement.setArray(1, connection.createArrayOf("text", TEXTS.toArray()));
            for (int i = 0; i < condition.parameters().size(); i++) {
                statement.setObject(i + 2, condition.parameters().get(i));
            }
            List<String> found = new ArrayList<>();
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) {
                    found.add(rs.getString(1));
                }
            }
            return found;
        }
    }
}
