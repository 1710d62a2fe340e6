package app.assessment.application.service.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.application.fakes.FixedClock;
import app.assessment.application.fakes.InMemoryBankQuestions;
import app.assessment.application.fakes.InMemoryQuestionBanks;
import app.assessment.application.fakes.RecordingAuditTrail;
import app.assessment.application.fakes.Samples;
import app.assessment.application.fakes.SequentialIds;
import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.bank.AddBankQuestionsUseCase.NewBankQuestion;
import app.assessment.application.port.in.bank.BankCommand;
import app.assessment.application.port.in.bank.BankCommand.CategoryInput;
import app.assessment.application.port.in.bank.BankQuestionCommand;
import app.assessment.application.port.in.form.FormCommand;
import app.assessment.application.port.out.bank.BankQuestionRead;
import app.assessment.domain.bank.QuestionBank;
import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.Question;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Role;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class BankQuestionServiceTest {

    private final InMemoryQuestionBanks banks = new InMemoryQuestionBanks();
    private final InMemoryBankQuestions questions = new InMemoryBankQuestions();
    private final RecordingAuditTrail audit = new RecordingAuditTrail();
    private final SequentialIds ids = new SequentialIds();
    private final FixedClock clock = new FixedClock(Samples.T0);
    private final QuestionBankService bankService = new QuestionBankService(banks, questions, audit, ids, clock);
    private final BankQuestionService service = new BankQuestionService(banks, questions, audit, ids, clock);

    private final Caller owner = Samples.caller(Role.PROFESSOR, "owner");
    private final Caller colleague = Samples.caller(Role.PROFESSOR, "colleague");
    private final Caller admin = Samples.caller(Role.ADMIN, "admin");
    private QuestionBank bank;

    @BeforeEach
    void bank() {
        bank = bankService.create(new BankCommand(owner, "Banco", null,
                List.of(new CategoryInput(null, "Top", List.of(new CategoryInput(null, "Sub", null))))));
    }

    private static BankQuestionCommand essay(String text, String category) {
        return new BankQuestionCommand(new FormCommand.QuestionInput(null, text, null, null, "ESSAY", BigDecimal.ONE, null, null,
                null, null, null, null, null, null, null), category, List.of(" a ", "b", "a"));
    }

    @Test
    void edit_addsTheNextVersion_keepingTheQuestionIdAndTheEarlierVersion() {
        BankQuestionRead first = service.add(owner, bank.id(), essay("v1", null));
        clock.advance(java.time.Duration.ofMinutes(5));
        BankQuestionRead second = service.edit(admin, bank.id(), first.version().questionId(), essay("v2", null));

        assertThat(second.version().version()).isEqualTo(2);
        assertThat(second.version().questionId()).isEqualTo(first.version().questionId());
        assertThat(second.version().versionId()).isNotEqualTo(first.version().versionId());
        assertThat(second.versionCreatedAt()).isAfter(second.questionCreatedAt());
        assertThat(first.version().tags()).containsExactly("a", "b");
        assertThat(service.versions(colleague, bank.id(), first.version().questionId()))
                .extracting(r -> r.version().question().text()).containsExactly("v1", "v2");
        assertThat(audit.actions()).containsSubsequence("bank_question.create", "bank_question.update");
    }

    @Test
    void aColleagueReadsButCannotWrite() {
        BankQuestionRead added = service.add(owner, bank.id(), essay("q", null));
        assertThat(service.get(colleague, bank.id(), added.version().questionId())).isEqualTo(added);
        assertThatThrownBy(() -> service.add(colleague, bank.id(), essay("x", null)))
                .isInstanceOf(DomainException.class).extracting("code").isEqualTo("BANK_NOT_OWNED");
        assertThatThrownBy(() -> service.delete(colleague, bank.id(), added.version().questionId()))
                .isInstanceOf(DomainException.class).extracting("code").isEqualTo("BANK_NOT_OWNED");
    }

    @Test
    void aCategoryHoldingALiveQuestion_cannotBeRemoved_untilTheQuestionIsDeleted() {
        String sub = bank.categories().get(1).id();
        BankQuestionRead added = service.add(owner, bank.id(), essay("q", sub));
        BankCommand withoutSub = new BankCommand(owner, "Banco", null, List.of(new CategoryInput(bank.categories().get(0).id(),
                "Top", null)));
        assertThatThrownBy(() -> bankService.update(bank.id(), withoutSub)).isInstanceOf(DomainException.class)
                .extracting("code").isEqualTo("CATEGORY_IN_USE");
        service.delete(owner, bank.id(), added.version().questionId());
        assertThat(bankService.update(bank.id(), withoutSub).categories()).hasSize(1);
    }

    @Test
    void addAll_givesNewIdsAndVersion1_createsPathCategories_andAuditsOnce() {
        Question carried = new Question("carried", "Explique.", 3, List.of(), EssaySpec.of(BigDecimal.TEN, 500), "fb");
        int before = audit.entries.size();
        List<BankQuestionRead> added = service.addAll(owner, bank.id(), List.of(
                new NewBankQuestion(carried, null, List.of("top", "Novo"), List.of("x")),
                new NewBankQuestion(carried, bank.categories().get(1).id(), null, null)));
        assertThat(added).extracting(r -> r.version().questionId()).doesNotContain("carried").doesNotHaveDuplicates();
        assertThat(added).extracting(r -> r.version().question().order()).containsOnly(0);
        assertThat(added.get(0).version().question().feedback()).isEqualTo("fb");
        QuestionBank grown = bankService.get(owner, bank.id());
        assertThat(grown.categories()).extracting(c -> c.name()).containsExactly("Top", "Sub", "Novo");
        assertThat(added.get(0).version().categoryId()).isEqualTo(grown.categories().get(2).id());
        assertThat(audit.entries.subList(before, audit.entries.size())).singleElement()
                .satisfies(e -> assertThat(e.action()).isEqualTo("bank_question.add_all"));
    }

    @Test
    void addAll_refusesAColleague_andAnotherOrganizationsBankIsAbsent() {
        Question q = new Question("q", "Explique.", 0, List.of(), EssaySpec.of(BigDecimal.ONE, null), null);
        assertThatThrownBy(() -> service.addAll(colleague, bank.id(), List.of(new NewBankQuestion(q, null, null, null))))
                .isInstanceOf(DomainException.class).extracting("code").isEqualTo("BANK_NOT_OWNED");
        Caller outsider = new Caller(app.assessment.domain.audit.Actor.user("x", "X", "x@example.com", "org2", null), Role.ADMIN);
        assertThatThrownBy(() -> service.addAll(outsider, bank.id(), List.of(new NewBankQuestion(q, null, null, null))))
                .isInstanceOf(DomainException.class).extracting("kind").isEqualTo(DomainException.Kind.NOT_FOUND);
        assertThat(questions.versions).isEmpty();
    }
}
