package app.assessment.domain.form;

import static app.assessment.domain.form.FormFixtures.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** ADR 0050: the flat answer form, typed snapshots and what a draft keeps after an edit. */
class TypedAnswersTest {

    private static final BigDecimal TEN = new BigDecimal("10");

    private final Question multiple = new Question("mc", "Primos?", 0, List.of(new Option("two", "2", BigDecimal.ZERO, true, null),
            new Option("four", "4", BigDecimal.ZERO, false, null)), new MultipleChoiceSpec(TEN, Scoring.PARTIAL), null);
    private final Question numeric = new Question("nu", "g?", 1, List.of(), new NumericSpec(List.of(
            new NumericSpec.Accepted(new BigDecimal("9.81"), new BigDecimal("0.05"), ToleranceType.ABSOLUTE, TEN))), null);
    private final Question essay = new Question("es", "Explique.", 2, List.of(), EssaySpec.of(TEN, 100), null);
    private final Question matching = new Question("ma", "Ligue.", 3, List.of(), new MatchingSpec(List.of(
            new MatchingSpec.Pair("pt", "Portugal", "Lisboa"), new MatchingSpec.Pair("fr", "França", "Paris")), List.of(), TEN,
            Scoring.PARTIAL), null);
    private final Question ordering = new Question("or", "Ordene.", 4, List.of(), new OrderingSpec(List.of(
            new OrderingSpec.Item("a", "1"), new OrderingSpec.Item("b", "2")), TEN, Scoring.ALL_OR_NOTHING), null);
    private final Form form = form(multiple, numeric, essay, matching, ordering);

    private final List<Answer> answers = List.of(new ChosenOptions("mc", List.of("two")), NumberAnswer.parse("nu", "9,8"),
            new TextAnswer("es", "Luz."), new MatchedPairs("ma", List.of(new MatchedPairs.PairMatch("pt", "Lisboa"),
                    new MatchedPairs.PairMatch("fr", "Lisboa"))), new ItemOrder("or", List.of("b", "a")));

    @Test
    void everyShape_survivesItsFlatForm() {
        for (Answer answer : answers) {
            assertThat(AnswerFields.of(answer).toAnswer()).isEqualTo(answer);
        }
        assertThat(new AnswerFields("q", "o", null, null, null, null, null).toAnswer()).isEqualTo(new ChosenOption("q", "o"));
    }

    @Test
    void noShapeOrTwo_isInvalid() {
        assertThatThrownBy(() -> new AnswerFields("q", null, null, null, null, null, null).toAnswer())
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).isEmpty());
        assertThatThrownBy(() -> new AnswerFields("q", "o", null, "1", null, null, null).toAnswer())
                .isInstanceOfSatisfying(DomainException.class, e -> assertThat(e.field()).contains("number"));
    }

    @Test
    void snapshots_keepTheGivenAnswerWithItsTexts_andGiveItBack() {
        Grading grading = form.grade(answers);

        assertThat(grading.pendingGrading()).isTrue();
        assertThat(grading.result().range()).isEmpty();
        List<AnswerSnapshot> snapshots = grading.snapshots();
        assertThat(snapshots).extracting(AnswerSnapshot::type).containsExactly(QuestionType.MULTIPLE_CHOICE, QuestionType.NUMERIC,
                QuestionType.ESSAY, QuestionType.MATCHING, QuestionType.ORDERING);
        assertThat(snapshots.get(0).options()).containsExactly(new AnswerSnapshot.Shown("two", "2"));
        assertThat(snapshots.get(1).number()).isEqualByComparingTo("9.8");
        assertThat(snapshots.get(2).awaitsGrading()).isTrue();
        assertThat(snapshots.get(3).pairs()).extracting(AnswerSnapshot.ShownPair::prompt).containsExactly("Portugal", "França");
        assertThat(snapshots.get(4).order()).extracting(AnswerSnapshot.Shown::text).containsExactly("2", "1");
        assertThat(snapshots).extracting(AnswerSnapshot::maxPoints).allSatisfy(max -> assertThat(max).isEqualByComparingTo(TEN));
        assertThat(snapshots).extracting(AnswerSnapshot::points).extracting(BigDecimal::toPlainString)
                .containsExactly("10.00", "10.00", "0.00", "5.00", "0.00");
        assertThat(snapshots).extracting(AnswerSnapshot::answer).containsExactlyElementsOf(answers);
    }

    @Test
    void aSingleChoiceSnapshot_hasOnlyItsFiveFields() {
        Question single = FormFixtures.question("sc", 0, FormFixtures.option("o1", "3"));
        AnswerSnapshot snapshot = form(single).grade(List.of(new ChosenOption("sc", "o1"))).snapshots().get(0);

        assertThat(snapshot).isEqualTo(new AnswerSnapshot("sc", single.text(), "o1", single.options().get(0).text(),
                new BigDecimal("3.00")));
        assertThat(snapshot.questionType()).isEqualTo(QuestionType.SINGLE_CHOICE);
    }

    @Test
    void aDraft_keepsOnlyAnswersThatStillFit() {
        Question retyped = new Question("nu", "g?", 1, List.of(), EssaySpec.of(TEN, 100), null);
        Question fewerPairs = new Question("ma", "Ligue.", 3, List.of(), new MatchingSpec(List.of(
                new MatchingSpec.Pair("pt", "Portugal", "Lisboa")), List.of(), TEN, Scoring.PARTIAL), null);
        Form edited = form(multiple, retyped, essay, fewerPairs, ordering);

        assertThat(edited.stillAnswerable(answers)).containsExactly(answers.get(0), answers.get(2), answers.get(4));
    }
}
