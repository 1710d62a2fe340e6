package app.assessment.application.service.bank;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.bank.BankCommand;
import app.assessment.application.port.in.bank.QuestionBankUseCases;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.bank.BankQuestionRepository;
import app.assessment.application.port.out.bank.QuestionBankRepository;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.bank.BankCategory;
import app.assessment.domain.bank.QuestionBank;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.shared.SearchText;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

@ApplicationScoped
public class QuestionBankService implements QuestionBankUseCases {

    private final QuestionBankRepository banks;
    private final BankQuestionRepository questions;
    private final AuditTrail auditTrail;
    private final IdGenerator ids;
    private final Clock clock;
    private final CategoryTree tree;

    public QuestionBankService(QuestionBankRepository banks, BankQuestionRepository questions, AuditTrail auditTrail,
                               IdGenerator ids, Clock clock) {
        this.banks = banks;
        this.questions = questions;
        this.auditTrail = auditTrail;
        this.ids = ids;
        this.clock = clock;
        this.tree = new CategoryTree(ids);
    }

    @Override
    @Transactional
    public QuestionBank create(BankCommand command) {
        Caller caller = command.caller();
        QuestionBank bank = new QuestionBank(ids.newId(), caller.organizationId(), caller.userId(), command.name(),
                command.description(), tree.flatten(command.categories(), Set.of()), clock.now(), null);
        banks.add(bank);
        audit(caller, "question_bank.create", bank.id(), summary(bank));
        return bank;
    }

    @Override
    @Transactional
    public QuestionBank update(String id, BankCommand command) {
        Caller caller = command.caller();
        QuestionBank current = BankAccess.writable(banks, caller, id);
        Set<String> existing = current.categories().stream().map(BankCategory::id).collect(Collectors.toSet());
        List<BankCategory> categories = tree.flatten(command.categories(), existing);
        Set<String> kept = categories.stream().map(BankCategory::id).collect(Collectors.toSet());
        List<String> removed = existing.stream().filter(c -> !kept.contains(c)).toList();
        if (!removed.isEmpty() && questions.anyInCategories(id, removed)) {
            throw DomainException.conflict("CATEGORY_IN_USE",
                    "A category that still holds questions cannot be removed; move or delete its questions first");
        }
        QuestionBank updated = current.edited(command.name(), command.description(), categories, clock.now());
        banks.update(updated);
        Map<String, Object> changes = summary(updated);
        changes.put("categoriesRemoved", removed.size());
        audit(caller, "question_bank.update", id, changes);
        return updated;
    }

    @Override
    @Transactional
    public void delete(Caller caller, String id) {
        BankAccess.writable(banks, caller, id);
        Instant now = clock.now();
        questions.softDeleteAll(id, now);
        banks.softDelete(caller.organizationId(), id, now);
        audit(caller, "question_bank.delete", id, Map.of("deletedAt", now.toString()));
    }

    @Override
    public QuestionBank get(Caller caller, String id) {
        return BankAccess.visible(banks, caller, id);
    }

    @Override
    public QuestionBankRepository.Page list(Caller caller, PageRequest page, String search) {
        String pattern = search == null || search.isBlank() ? null : SearchText.pattern(search);
        return banks.page(caller.organizationId(), pattern, page.offset(), page.size());
    }

    private void audit(Caller caller, String action, String id, Map<String, Object> changes) {
        auditTrail.record(new AuditEntry(clock.now(), caller.actor(), action, "QuestionBank", id, changes));
    }

    private static Map<String, Object> summary(QuestionBank bank) {
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("name", bank.name());
        changes.put("categories", bank.categories().size());
        return changes;
    }
}
