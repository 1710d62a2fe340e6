package app.assessment.application.service.bank;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.bank.AddBankQuestionsUseCase;
import app.assessment.application.port.in.bank.BankQuestionCommand;
import app.assessment.application.port.in.bank.BankQuestionUseCases;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.bank.BankQuestionRead;
import app.assessment.application.port.out.bank.BankQuestionRepository;
import app.assessment.application.port.out.bank.QuestionBankRepository;
import app.assessment.application.service.form.QuestionAssembler;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.bank.BankQuestionVersion;
import app.assessment.domain.bank.QuestionBank;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.SearchText;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/** Bank questions: one transaction per use case, every write audited, every edit a new immutable version. */
@ApplicationScoped
public class BankQuestionService implements BankQuestionUseCases, AddBankQuestionsUseCase {

    /** Far above any real file (the bench imports 5,000), low enough that one transaction stays reasonable. */
    static final int ADD_ALL_MAX = 10_000;

    private final QuestionBankRepository banks;
    private final BankQuestionRepository questions;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;
    private final QuestionAssembler assembler;

    public BankQuestionService(QuestionBankRepository banks, BankQuestionRepository questions, AuditTrail auditTrail,
                               IdGenerator ids, Clock clock) {
        this.banks = banks;
        this.questions = questions;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
        this.assembler = new QuestionAssembler(ids);
    }

    @Override
    @Transactional
    public BankQuestionRead add(Caller caller, String bankId, BankQuestionCommand command) {
        QuestionBank bank = BankAccess.writable(banks, caller, bankId);
        String questionId = ids.newId();
        Question question = assembler.assemble(command.question(), "", questionId, 0, Set.of(), "question");
        BankQuestionVersion first = new BankQuestionVersion(ids.newId(), questionId, 1, category(bank, command.categoryId()),
                Tags.of(command.tags()), question);
        Instant now = clock.now();
        questions.add(caller.organizationId(), bankId, first, caller.userId(), now);
        audit(caller, "bank_question.create", questionId, changes(bankId, first));
        return new BankQuestionRead(bankId, first, now, now);
    }

    @Override
    @Transactional
    public BankQuestionRead edit(Caller caller, String bankId, String questionId, BankQuestionCommand command) {
        QuestionBank bank = BankAccess.writable(banks, caller, bankId);
        BankQuestionRead current = questions.lockForEdit(bankId, questionId).orElseThrow(BankQuestionService::absent);
        Set<String> optionIds = current.version().question().options().stream().map(Option::id).collect(Collectors.toSet());
        Question question = assembler.assemble(command.question(), "", questionId, 0, optionIds, "question");
        BankQuestionVersion next = new BankQuestionVersion(ids.newId(), questionId, current.version().version() + 1,
                category(bank, command.categoryId()), Tags.of(command.tags()), question);
        Instant now = clock.now();
        questions.addVersion(next, caller.userId(), now);
        audit(caller, "bank_question.update", questionId, changes(bankId, next));
        return new BankQuestionRead(bankId, next, current.questionCreatedAt(), now);
    }

    @Override
    @Transactional
    public void delete(Caller caller, String bankId, String questionId) {
        BankAccess.writable(banks, caller, bankId);
        questions.lockForEdit(bankId, questionId).orElseThrow(BankQuestionService::absent);
        Instant now = clock.now();
        questions.softDelete(bankId, questionId, now);
        audit(caller, "bank_question.delete", questionId, Map.of("bankId", bankId, "deletedAt", now.toString()));
    }

    @Override
    public BankQuestionRead get(Caller caller, String bankId, String questionId) {
        BankAccess.visible(banks, caller, bankId);
        return questions.byId(bankId, questionId).orElseThrow(BankQuestionService::absent);
    }

    @Override
    public List<BankQuestionRead> versions(Caller caller, String bankId, String questionId) {
        BankAccess.visible(banks, caller, bankId);
        List<BankQuestionRead> versions = questions.versions(bankId, questionId);
        if (versions.isEmpty()) {
            throw absent();
        }
        return versions;
    }

    @Override
    public BankQuestionRepository.Page list(Caller caller, String bankId, ListQuery query) {
        QuestionBank bank = BankAccess.visible(banks, caller, bankId);
        Collection<String> categories = null;
        if (query.categoryId() != null && !query.categoryId().isBlank()) {
            if (!bank.hasCategory(query.categoryId())) {
                throw DomainException.invalid("category", query.categoryId() + " is not a category of this bank");
            }
            categories = query.includeSubcategories() ? bank.subtree(query.categoryId()) : List.of(query.categoryId());
        }
        QuestionType type = query.type() == null || query.type().isBlank() ? null
                : Check.wire("type", query.type(), QuestionType.values(), QuestionType::name);
        String search = query.search() == null || query.search().isBlank() ? null : SearchText.pattern(query.search());
        List<String> tags = query.tags().stream().filter(t -> t != null && !t.isBlank()).map(String::strip).toList();
        return questions.page(new BankQuestionRepository.Filter(bankId, categories, tags, type, search),
                query.page().offset(), query.page().size());
    }

    @Override
    @Transactional
    public List<BankQuestionRead> addAll(Caller caller, String bankId, List<NewBankQuestion> added) {
        QuestionBank bank = BankAccess.writable(banks, caller, bankId);
        List<NewBankQuestion> all = Check.list("questions", added);
        if (all.size() > ADD_ALL_MAX) {
            throw DomainException.invalid("questions", "must have at most " + ADD_ALL_MAX + " entries");
        }
        QuestionBank placed = bank;
        Instant now = clock.now();
        List<BankQuestionRead> reads = new ArrayList<>(all.size());
        for (int i = 0; i < all.size(); i++) {
            NewBankQuestion entry = all.get(i);
            String field = "questions[" + i + "]";
            String categoryId;
            if (entry.categoryId() != null || entry.categoryPath() == null) {
                QuestionBank current = placed;
                categoryId = Check.nested(field, () -> category(current, entry.categoryId()));
            } else {
                QuestionBank current = placed;
                QuestionBank.Placed at = Check.nested(field, () -> current.placeAt(entry.categoryPath(), ids::newId));
                placed = at.bank();
                categoryId = at.categoryId();
            }
            Question q = Check.required(field + ".question", entry.question());
            String questionId = ids.newId();
            Question question = new Question(questionId, q.text(), 0, q.options(), q.spec(), q.feedback());
            BankQuestionVersion first = new BankQuestionVersion(ids.newId(), questionId, 1, categoryId,
                    Check.nested(field, () -> Tags.of(entry.tags())), question);
            reads.add(new BankQuestionRead(bankId, first, now, now));
        }
        if (placed != bank) {
            banks.update(placed.edited(placed.name(), placed.description(), placed.categories(), now));
        }
        questions.addAll(caller.organizationId(), bankId, reads.stream().map(BankQuestionRead::version).toList(), caller.userId(), now);
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("bankId", bankId);
        changes.put("questions", reads.size());
        changes.put("categoriesAdded", placed.categories().size() - bank.categories().size());
        // One entry for the whole batch, on the bank: an import of thousands is one act, not thousands.
        auditTrail.record(new AuditEntry(now, caller.actor(), "bank_question.add_all", "QuestionBank", bankId, changes));
        return reads;
    }

    private static String category(QuestionBank bank, String categoryId) {
        if (categoryId == null || categoryId.isBlank()) {
            return null;
        }
        if (!bank.hasCategory(categoryId)) {
            throw DomainException.invalid("category", categoryId + " is not a category of this bank");
        }
        return categoryId;
    }

    private static DomainException absent() {
        return DomainException.notFound("Bank question");
    }

    private void audit(Caller caller, String action, String id, Map<String, Object> changes) {
        auditTrail.record(new AuditEntry(clock.now(), caller.actor(), action, "BankQuestion", id, changes));
    }

    private static Map<String, Object> changes(String bankId, BankQuestionVersion version) {
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("bankId", bankId);
        changes.put("version", version.version());
        changes.put("versionId", version.versionId());
        changes.put("type", version.question().type().name());
        return changes;
    }
}
