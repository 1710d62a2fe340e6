package app.assessment.domain.form;

import static app.assessment.domain.form.FormFixtures.form;
import static app.assessment.domain.form.FormFixtures.option;
import static app.assessment.domain.form.FormFixtures.question;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.bank.BankQuestionVersion;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class AttemptInstanceTest {

    private final Form form = form(question("f1", 0, option("f1a", "1"), option("f1b", "0")),
            question("f2", 1, option("f2a", "0"), option("f2b", "2")));

    private final List<BankQuestionVersion> bank = IntStream.range(0, 6).mapToObj(i -> new BankQuestionVersion("v" + i, "b" + i, 1,
            null, List.of(), question("b" + i, 0, option("b" + i + "x", "0"), option("b" + i + "y", "3"),
                    option("b" + i + "z", "1")))).toList();

    private final List<FormSection> sections = List.of(new FormSection.Fixed("Fixed", List.of("f1", "f2"), false),
            new FormSection.Drawn("Drawn", new FormSection.DrawRule("bank1", null, false, List.of(), 3), true));

    private AttemptInstance draw(long seed, Set<String> seen) {
        return AttemptInstance.draw(form, sections, true, true, Map.of(1, bank), seen, new SplittableRandom(seed));
    }

    private Map<String, BankQuestionVersion> versions() {
        return bank.stream().collect(Collectors.toMap(BankQuestionVersion::versionId, Function.identity()));
    }

    @Test
    void aPinnedSectionKeepsItsOrderAndTheDrawnOneIsShuffled() {
        AttemptInstance instance = draw(1, Set.of());
        assertThat(instance.entries()).hasSize(5);
        assertThat(instance.entries().subList(0, 2)).extracting(AttemptInstance.Entry::questionId).containsExactly("f1", "f2");
        assertThat(instance.entries().get(0).optionOrder()).containsExactly("f1a", "f1b");
        assertThat(instance.versionIds()).hasSize(3).doesNotHaveDuplicates();
    }

    @Test
    void theAppliedFormShowsTheInstanceOrderAndScoresByTheDrawnKeys() {
        AttemptInstance instance = draw(5, Set.of());
        Form shown = instance.applyTo(form, versions());
        assertThat(shown.questions()).extracting(Question::id)
                .containsExactlyElementsOf(instance.entries().stream().map(AttemptInstance.Entry::questionId).toList());
        for (int i = 0; i < shown.questions().size(); i++) {
            assertThat(shown.questions().get(i).order()).isEqualTo(i);
            assertThat(shown.questions().get(i).options()).extracting(Option::id)
                    .containsExactlyElementsOf(instance.entries().get(i).optionOrder());
        }
        assertThat(shown.maxScore()).isEqualByComparingTo(new BigDecimal("12"));
        String drawn = instance.entries().get(2).questionId();
        assertThat(shown.score(List.of(new ChosenOption(drawn, drawn + "y"))).total()).isEqualByComparingTo("3");
    }

    @Test
    void aLaterAttemptDrawsUnseenQuestionsFirst() {
        AttemptInstance first = draw(11, Set.of());
        AttemptInstance second = draw(12, first.drawnQuestionIds());
        assertThat(second.drawnQuestionIds()).doesNotContainAnyElementsOf(first.drawnQuestionIds());
    }

    @Test
    void aBankThatShrankBelowTheDrawNamesTheSection() {
        assertThatThrownBy(() -> AttemptInstance.draw(form, sections, false, false, Map.of(1, bank.subList(0, 2)), Set.of(),
                new SplittableRandom(1)))
                .isInstanceOf(DomainException.class)
                .hasMessageContaining("sections[1].draw.count")
                .satisfies(e -> assertThat(((DomainException) e).code()).isEqualTo("DRAW_UNAVAILABLE"));
    }

    @Test
    void withoutShufflesTheFixedOrderIsKept() {
        List<FormSection> fixed = List.of(new FormSection.Fixed(null, List.of("f1", "f2"), true));
        AttemptInstance instance = AttemptInstance.draw(form, fixed, false, false, Map.of(), Set.of(), new SplittableRandom(1));
        assertThat(instance.applyTo(form, Map.of())).isEqualTo(form);
    }
}
