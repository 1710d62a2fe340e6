package app.assessment.domain.form;

import static app.assessment.domain.form.Response.d;
import static app.assessment.domain.form.Response.of;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class MatchingScoringTest {

    private static final List<MatchingSpec.Pair> PAIRS = List.of(
            new MatchingSpec.Pair("p1", "France", "Paris"),
            new MatchingSpec.Pair("p2", "Spain", "Madrid"),
            new MatchingSpec.Pair("p3", "Italy", "Rome"),
            new MatchingSpec.Pair("p4", "Portugal", "Lisbon"));

    private static Form form(Scoring scoring) {
        return Response.formOf(new Question("q", "Match the capitals.", 0, List.of(),
                new MatchingSpec(PAIRS, List.of("Berlin"), d("8"), scoring), null));
    }

    /** "p1=Paris" entries. */
    private static Response match(String name, String expected, String... entries) {
        return of(name, expected, () -> {
            List<MatchedPairs.PairMatch> pairs = new ArrayList<>();
            for (String entry : entries) {
                String[] parts = entry.split("=", 2);
                pairs.add(new MatchedPairs.PairMatch(parts[0], parts[1]));
            }
            return new MatchedPairs("q", pairs);
        });
    }

    static List<Response> partial() {
        return List.of(
                match("all right", "8.00", "p1=Paris", "p2=Madrid", "p3=Rome", "p4=Lisbon"),
                match("all right, any order", "8.00", "p4=Lisbon", "p3=Rome", "p2=Madrid", "p1=Paris"),
                match("three of four", "6.00", "p1=Paris", "p2=Madrid", "p3=Rome", "p4=Berlin"),
                match("two swapped", "4.00", "p1=Madrid", "p2=Paris", "p3=Rome", "p4=Lisbon"),
                match("one given only", "2.00", "p1=Paris"),
                match("same match for all", "2.00", "p1=Paris", "p2=Paris", "p3=Paris", "p4=Paris"),
                match("none given", "0.00"),
                Response.unanswered(),
                match("duplicate pair", "answers[0].pairs[1].pairId", "p1=Paris", "p1=Madrid"),
                match("unknown pair", "answers[0].pairs[1].pairId", "p1=Paris", "p9=Rome"),
                match("unknown match", "answers[0].pairs[0].match", "p1=London"),
                of("order shape", "answers[0].order", () -> new ItemOrder("q", List.of("p1"))));
    }

    static List<Response> allOrNothing() {
        return List.of(
                match("all right", "8.00", "p1=Paris", "p2=Madrid", "p3=Rome", "p4=Lisbon"),
                match("three of four", "0.00", "p1=Paris", "p2=Madrid", "p3=Rome", "p4=Berlin"),
                match("three given", "0.00", "p1=Paris", "p2=Madrid", "p3=Rome"),
                match("none given", "0.00"),
                Response.unanswered(),
                match("distractor", "0.00", "p1=Berlin"),
                match("duplicate pair", "answers[0].pairs[2].pairId", "p1=Paris", "p2=Madrid", "p2=Madrid"),
                match("unknown pair", "answers[0].pairs[0].pairId", "zz=Paris"),
                match("unknown match", "answers[0].pairs[0].match", "p1=paris"),
                of("text shape", "answers[0].text", () -> new TextAnswer("q", "Paris")));
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
    void shownLists_areStableAndHoldEveryChoiceOnce() {
        MatchingSpec spec = new MatchingSpec(PAIRS, List.of("Berlin"), d("8"), Scoring.PARTIAL);

        assertThat(spec.choices("q")).containsExactlyInAnyOrder("Paris", "Madrid", "Rome", "Lisbon", "Berlin")
                .isEqualTo(spec.choices("q"));
        assertThat(spec.prompts("q")).containsExactlyInAnyOrderElementsOf(PAIRS).isEqualTo(spec.prompts("q"));
    }

    @Test
    void key_namesTheBrokenField() {
        assertThatThrownBy(() -> new MatchingSpec(List.of(PAIRS.get(0), new MatchingSpec.Pair("p1", "x", "y")), List.of(), d("1"), Scoring.PARTIAL))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("pairs[1].id"));
        assertThatThrownBy(() -> new MatchingSpec(PAIRS, List.of("Rome"), d("1"), Scoring.PARTIAL))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("distractors[0]"));
        assertThatThrownBy(() -> new MatchingSpec(List.of(), List.of(), d("1"), Scoring.PARTIAL))
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("pairs"));
    }
}
