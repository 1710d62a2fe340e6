package app.assessment.domain.form;

import static app.assessment.domain.form.Response.d;
import static app.assessment.domain.form.Response.of;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class OrderingScoringTest {

    // Correct order a, b, c, d: 6 item pairs; 6 points, so one point per concordant pair.
    private static final List<OrderingSpec.Item> ITEMS = List.of(new OrderingSpec.Item("a", "one"),
            new OrderingSpec.Item("b", "two"), new OrderingSpec.Item("c", "three"), new OrderingSpec.Item("d", "four"));

    private static Form form(Scoring scoring) {
        return Response.formOf(new Question("q", "Put in order.", 0, List.of(), new OrderingSpec(ITEMS, d("6"), scoring), null));
    }

    private static Response order(String name, String expected, String... ids) {
        return of(name, expected, () -> new ItemOrder("q", List.of(ids)));
    }

    static List<Response> partial() {
        return List.of(
                order("right order", "6.00", "a", "b", "c", "d"),
                order("reversed", "0.00", "d", "c", "b", "a"),
                order("last two swapped", "5.00", "a", "b", "d", "c"),
                order("first moved last", "3.00", "b", "c", "d", "a"),
                order("three placed right, one missing", "3.00", "a", "b", "c"),
                order("one item only", "0.00", "a"),
                order("empty order", "0.00"),
                Response.unanswered(),
                order("duplicate item", "answers[0].order[2]", "a", "b", "a", "d"),
                order("unknown item", "answers[0].order[3]", "a", "b", "c", "z"),
                of("pairs shape", "answers[0].pairs", () -> new MatchedPairs("q", List.of())));
    }

    static List<Response> allOrNothing() {
        return List.of(
                order("right order", "6.00", "a", "b", "c", "d"),
                order("last two swapped", "0.00", "a", "b", "d", "c"),
                order("three placed right, one missing", "0.00", "a", "b", "c"),
                order("reversed", "0.00", "d", "c", "b", "a"),
                order("empty order", "0.00"),
                Response.unanswered(),
                order("duplicate item", "answers[0].order[1]", "a", "a"),
                order("unknown item", "answers[0].order[0]", "x"),
                order("blank item id", "answers[0].order[0]", " "),
                of("option ids shape", "answers[0].optionIds", () -> new ChosenOptions("q", List.of("a"))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("partial")
    void partialScoring(Response response) {
        response.checkAgainst(form(Scoring.PARTIAL));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("allOrNothing")
    void allOrNothingScoring(Response response) {
        response.checkAgainst(form(Scoring.ALL_OR_NOTHING));
    }

    @Test
    void shownItems_areStableAndComplete() {
        OrderingSpec spec = new OrderingSpec(ITEMS, d("6"), Scoring.PARTIAL);

        assertThat(spec.shuffled("q")).containsExactlyInAnyOrderElementsOf(ITEMS).isEqualTo(spec.shuffled("q"));
    }

    @Test
    void key_needsTwoDistinctItems() {
        assertThatThrownBy(() -> new OrderingSpec(List.of(ITEMS.get(0)), d("1"), Scoring.PARTIAL))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("items"));
        assertThatThrownBy(() -> new OrderingSpec(List.of(ITEMS.get(0), ITEMS.get(0)), d("1"), Scoring.PARTIAL))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("items[1].id"));
    }
}
