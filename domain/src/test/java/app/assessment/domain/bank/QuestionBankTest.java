package app.assessment.domain.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class QuestionBankTest {

    private static final Instant NOW = Instant.parse("2026-11-28T10:00:00Z");

    private static QuestionBank bank(List<BankCategory> categories) {
        return new QuestionBank("cbank", "corg", "cowner", "Banco", null, categories, NOW, null);
    }

    private static final List<BankCategory> TREE = List.of(new BankCategory("ctop", "Top", null),
            new BankCategory("csub", "Sub", "ctop"), new BankCategory("cdeep", "Deep", "csub"),
            new BankCategory("cother", "Other", null));

    private static Supplier<String> ids() {
        AtomicInteger next = new AtomicInteger();
        return () -> "cnew" + next.incrementAndGet();
    }

    @Test
    void subtree_holdsTheCategoryAndEveryoneUnderIt() {
        assertThat(bank(TREE).subtree("ctop")).containsExactly("ctop", "csub", "cdeep");
        assertThat(bank(TREE).subtree("csub")).containsExactly("csub", "cdeep");
        assertThat(bank(TREE).subtree("cother")).containsExactly("cother");
    }

    @Test
    void aParentMustComeBeforeItsChildren_andExist() {
        assertThatThrownBy(() -> bank(List.of(new BankCategory("csub", "Sub", "ctop"), new BankCategory("ctop", "Top", null))))
                .isInstanceOf(DomainException.class).hasMessageContaining("categories[0].parentId");
    }

    @Test
    void siblingNamesAreUniqueIgnoringCase_butCousinsMayShareOne() {
        assertThatThrownBy(() -> bank(List.of(new BankCategory("ca", "Álgebra", null), new BankCategory("cb", "álgebra", null))))
                .isInstanceOf(DomainException.class).hasMessageContaining("categories[1].name");
        assertThat(bank(List.of(new BankCategory("ca", "A", null), new BankCategory("cb", "B", null),
                new BankCategory("cx", "X", "ca"), new BankCategory("cy", "X", "cb"))).categories()).hasSize(4);
    }

    @Test
    void aTreeDeeperThanTheLimit_isRefused() {
        List<BankCategory> chain = new ArrayList<>();
        for (int i = 0; i <= QuestionBank.DEPTH_MAX; i++) {
            chain.add(new BankCategory("c" + i, "L" + i, i == 0 ? null : "c" + (i - 1)));
        }
        assertThatThrownBy(() -> bank(chain)).isInstanceOf(DomainException.class)
                .hasMessageContaining("categories[" + QuestionBank.DEPTH_MAX + "]");
        assertThat(bank(chain.subList(0, QuestionBank.DEPTH_MAX)).categories()).hasSize(QuestionBank.DEPTH_MAX);
    }

    @Test
    void placeAt_findsAPathIgnoringCase_andAddsOnlyWhatIsMissing() {
        QuestionBank bank = bank(TREE);
        QuestionBank.Placed found = bank.placeAt(List.of("top", " SUB "), ids());
        assertThat(found.categoryId()).isEqualTo("csub");
        assertThat(found.bank().categories()).isEqualTo(TREE);

        QuestionBank.Placed grown = bank.placeAt(List.of("Top", "Novo", "Fundo"), ids());
        assertThat(grown.categoryId()).isEqualTo("cnew2");
        assertThat(grown.bank().categories()).endsWith(new BankCategory("cnew1", "Novo", "ctop"),
                new BankCategory("cnew2", "Fundo", "cnew1"));
        assertThatThrownBy(() -> bank.placeAt(List.of(), ids())).isInstanceOf(DomainException.class);
        assertThatThrownBy(() -> bank.placeAt(List.of("Top", " "), ids())).isInstanceOf(DomainException.class);
    }
}
