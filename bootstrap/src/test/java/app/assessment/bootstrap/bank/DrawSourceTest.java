package app.assessment.bootstrap.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.bank.AddBankQuestionsUseCase;
import app.assessment.application.port.in.bank.AddBankQuestionsUseCase.NewBankQuestion;
import app.assessment.application.port.in.bank.BankCommand;
import app.assessment.application.port.in.bank.BankQuestionCommand;
import app.assessment.application.port.in.bank.BankQuestionUseCases;
import app.assessment.application.port.in.bank.QuestionBankUseCases;
import app.assessment.application.port.in.form.FormCommand;
import app.assessment.application.port.out.bank.BankQuestionRead;
import app.assessment.application.port.out.bank.DrawSource;
import app.assessment.bootstrap.testsupport.TestAccounts;
import app.assessment.domain.audit.Actor;
import app.assessment.domain.bank.BankQuestionVersion;
import app.assessment.domain.bank.QuestionBank;
import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.organization.Organization;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import app.assessment.domain.user.User;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The draw source on PostgreSQL, fed through the bulk add the imports use (issue 45). */
@QuarkusTest
class DrawSourceTest {

    @Inject
    TestAccounts accounts;
    @Inject
    DrawSource draws;
    @Inject
    AddBankQuestionsUseCase bulk;
    @Inject
    QuestionBankUseCases banks;
    @Inject
    BankQuestionUseCases questions;

    private Caller caller;
    private QuestionBank bank;

    @BeforeEach
    void bankWithATree() {
        Organization org = accounts.organization();
        User professor = accounts.user(org, Role.PROFESSOR);
        caller = new Caller(Actor.user(professor.id(), "Prof", professor.email(), org.id(), "127.0.0.1"), Role.PROFESSOR);
        bank = banks.create(new BankCommand(caller, "Banco", null, List.of(new BankCommand.CategoryInput(null, "Top",
                List.of(new BankCommand.CategoryInput(null, "Sub", List.of()))))));
    }

    private static Question essay(String text) {
        return new Question("cignoredignoredignoredign", text, 7, List.of(), EssaySpec.of(BigDecimal.ONE, null), null);
    }

    private String category(String name) {
        return banks.get(caller, bank.id()).categories().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow().id();
    }

    @Test
    void addAll_placesQuestionsByPath_creatingMissingCategories_andDrawsFindThemByCategoryAndTags() {
        List<BankQuestionRead> added = bulk.addAll(caller, bank.id(), List.of(
                new NewBankQuestion(essay("no topo"), null, List.of("top"), List.of("a")),
                new NewBankQuestion(essay("no sub"), null, List.of("Top", "Sub"), List.of("a", "b")),
                new NewBankQuestion(essay("em novo"), null, List.of("Top", "Nova", "Funda"), List.of("b")),
                new NewBankQuestion(essay("sem categoria"), null, null, null)));
        assertThat(added).extracting(r -> r.version().version()).containsOnly(1);
        assertThat(added).extracting(r -> r.version().questionId()).doesNotHaveDuplicates()
                .doesNotContain("cignoredignoredignoredign");
        String top = category("Top");
        String sub = category("Sub");
        String deep = category("Funda");
        assertThat(banks.get(caller, bank.id()).categories()).hasSize(4);
        assertThat(added.get(2).version().categoryId()).isEqualTo(deep);

        List<BankQuestionVersion> all = draws.candidates(caller.organizationId(), bank.id(), null, false, List.of());
        assertThat(all).hasSize(4);
        assertThat(all).isSortedAccordingTo(Comparator.comparing(BankQuestionVersion::questionId));
        assertThat(draws.candidates(caller.organizationId(), bank.id(), top, false, List.of()))
                .extracting(v -> v.question().text()).containsExactly("no topo");
        assertThat(draws.candidates(caller.organizationId(), bank.id(), top, true, List.of()))
                .extracting(v -> v.question().text()).containsExactlyInAnyOrder("no topo", "no sub", "em novo");
        assertThat(draws.candidates(caller.organizationId(), bank.id(), top, true, List.of("b")))
                .extracting(v -> v.question().text()).containsExactlyInAnyOrder("no sub", "em novo");
        assertThat(draws.candidates(caller.organizationId(), bank.id(), sub, true, List.of("a", "b")))
                .extracting(v -> v.question().text()).containsExactly("no sub");
        assertThat(draws.candidates("cotherorganizationxxxxxxx", bank.id(), null, false, List.of())).isEmpty();
        assertThat(draws.candidates(caller.organizationId(), "cnobankxxxxxxxxxxxxxxxxxx", null, false, List.of())).isEmpty();
    }

    @Test
    void addAll_writesThousandsInBatches_everyOneReadBack() {
        List<NewBankQuestion> many = java.util.stream.IntStream.range(0, 1_201)
                .mapToObj(i -> new NewBankQuestion(essay("questão " + i), null, List.of("Top", "Lote " + (i % 3)), List.of("lote")))
                .toList();
        List<BankQuestionRead> added = bulk.addAll(caller, bank.id(), many);
        List<BankQuestionVersion> drawn = draws.candidates(caller.organizationId(), bank.id(), category("Top"), true, List.of("lote"));
        assertThat(drawn).hasSize(1_201);
        assertThat(drawn).extracting(BankQuestionVersion::versionId)
                .containsExactlyInAnyOrderElementsOf(added.stream().map(r -> r.version().versionId()).toList());
        assertThat(banks.get(caller, bank.id()).categories()).hasSize(5);
    }

    @Test
    void addAll_isAllOrNothing() {
        assertThatThrownBy(() -> bulk.addAll(caller, bank.id(), List.of(
                new NewBankQuestion(essay("boa"), null, List.of("Criada"), List.of()),
                new NewBankQuestion(essay("ruim"), "cnotacategoryxxxxxxxxxxxx", null, List.of()))))
                .isInstanceOf(DomainException.class).hasMessageContaining("questions[1].category");
        assertThat(draws.candidates(caller.organizationId(), bank.id(), null, false, List.of())).isEmpty();
        assertThat(banks.get(caller, bank.id()).categories()).extracting(c -> c.name()).containsExactly("Top", "Sub");
    }

    @Test
    void versions_areKeptAsGiven_afterEditsAndDeletes() {
        String questionId = questions.add(caller, bank.id(), new BankQuestionCommand(new FormCommand.QuestionInput(null, "2 + 2?",
                null, List.of(new FormCommand.OptionInput(null, "4", BigDecimal.TEN))), null, List.of("t"))).version().questionId();
        BankQuestionVersion first = draws.candidates(caller.organizationId(), bank.id(), null, false, List.of()).get(0);
        Option four = first.question().options().get(0);
        BankQuestionVersion second = questions.edit(caller, bank.id(), questionId, new BankQuestionCommand(
                new FormCommand.QuestionInput(null, "2 + 2 = ?", null, List.of(new FormCommand.OptionInput(four.id(), "4",
                        BigDecimal.ONE))), category("Sub"), List.of())).version();

        assertThat(draws.candidates(caller.organizationId(), bank.id(), null, false, List.of()))
                .extracting(BankQuestionVersion::versionId).containsExactly(second.versionId());
        assertThat(draws.candidates(caller.organizationId(), bank.id(), null, false, List.of("t"))).isEmpty();

        questions.delete(caller, bank.id(), questionId);
        banks.delete(caller, bank.id());
        assertThat(draws.candidates(caller.organizationId(), bank.id(), null, false, List.of())).isEmpty();

        List<BankQuestionVersion> kept = draws.versions(List.of(second.versionId(), "cunknownversionxxxxxxxxxx", first.versionId()));
        assertThat(kept).extracting(BankQuestionVersion::version).containsExactly(2, 1);
        assertThat(kept.get(1)).isEqualTo(first);
        assertThat(kept.get(1).question().text()).isEqualTo("2 + 2?");
        assertThat(kept.get(1).question().options().get(0).points()).isEqualByComparingTo("10");
        assertThat(kept.get(1).tags()).containsExactly("t");
        assertThat(kept.get(0).categoryId()).isEqualTo(second.categoryId()).isNotNull();
        assertThat(kept.get(0).question().type()).isEqualTo(QuestionType.SINGLE_CHOICE);
        assertThat(draws.versions(List.of())).isEmpty();
    }
}
