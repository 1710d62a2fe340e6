package app.assessment.domain.form;

import static app.assessment.domain.form.FormFixtures.CREATED;
import static app.assessment.domain.form.FormFixtures.form;
import static app.assessment.domain.form.FormFixtures.option;
import static app.assessment.domain.form.FormFixtures.question;
import static app.assessment.domain.form.FormFixtures.range;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class FormTest {

    private static Form titled(String title) {
        return new Form("f1", "org1", "u1", title, null, null, null, null, false, false,
                List.of(), List.of(), CREATED, null);
    }

    @Test
    void constructor_titleBlankOrMissing_invalid() {
        assertThatThrownBy(() -> titled(" ")).hasMessage("title: must not be blank");
        assertThatThrownBy(() -> titled(null)).hasMessage("title: is required");
    }

    @Test
    void constructor_titleOf200_allowedAnd201_invalid() {
        assertThat(titled("t".repeat(200)).title()).hasSize(200);
        assertThatThrownBy(() -> titled("t".repeat(201))).hasMessage("title: must have at most 200 characters");
    }

    @Test
    void constructor_descriptionAndCategoryBounded() {
        assertThatThrownBy(() -> new Form("f1", "org1", "u1", "T", "d".repeat(5001), null, null, null,
                false, false, List.of(), List.of(), CREATED, null))
                .hasMessage("description: must have at most 5000 characters");
        assertThatThrownBy(() -> new Form("f1", "org1", "u1", "T", null, "c".repeat(101), null, null,
                false, false, List.of(), List.of(), CREATED, null))
                .hasMessage("category: must have at most 100 characters");
    }

    @Test
    void constructor_overlappingRanges_invalid() {
        assertThatThrownBy(() -> form(List.of(range("0", "50", "Low"), range("50", "100", "High"))))
                .hasMessage("scoreRanges[1]: overlaps scoreRanges[0]");
    }

    @Test
    void constructor_questionsSortedByOrder_tiesKeepGivenOrder() {
        Form form = form(question("c", 2), question("a", 0), question("b1", 1), question("b2", 1));

        assertThat(form.questions()).extracting(Question::id).containsExactly("a", "b1", "b2", "c");
    }

    @Test
    void constructor_duplicateQuestionId_invalidNamingBoth() {
        assertThatThrownBy(() -> form(question("q1", 0), question("q1", 1)))
                .hasMessage("questions[1].id: duplicates questions[0].id");
    }

    @Test
    void constructor_optionIdReusedInAnotherQuestion_invalid() {
        assertThatThrownBy(() -> form(question("q1", 0, option("o1", "1")), question("q2", 1, option("o1", "1"))))
                .hasMessage("questions[1].options[0].id: duplicates questions[0].options[0].id");
    }

    @Test
    void constructor_listsAreImmutable() {
        Form form = form(question("q1", 0));

        assertThatThrownBy(() -> form.questions().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> form.scoreRanges().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void softDelete_setsDeletedAt() {
        Instant at = Instant.parse("2026-02-01T00:00:00Z");

        Form deleted = form().softDelete(at);

        assertThat(deleted.isDeleted()).isTrue();
        assertThat(deleted.deletedAt()).isEqualTo(at);
        assertThat(form().isDeleted()).isFalse();
    }

    @Test
    void softDelete_twice_keepsFirstTime() {
        Instant first = Instant.parse("2026-02-01T00:00:00Z");

        Form deleted = form().softDelete(first).softDelete(first.plusSeconds(60));

        assertThat(deleted.deletedAt()).isEqualTo(first);
    }
}
