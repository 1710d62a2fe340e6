package app.assessment.application.fakes;

import app.assessment.application.port.out.bank.BankQuestionRead;
import app.assessment.application.port.out.bank.BankQuestionRepository;
import app.assessment.domain.bank.BankQuestionVersion;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Every version ever written, and which questions are deleted; the current version is the highest. */
public final class InMemoryBankQuestions implements BankQuestionRepository {

    public final List<BankQuestionRead> versions = new ArrayList<>();
    private final Set<String> deleted = new HashSet<>();

    @Override
    public void add(String organizationId, String bankId, BankQuestionVersion first, String authorId, Instant at) {
        versions.add(new BankQuestionRead(bankId, first, at, at));
    }

    @Override
    public void addAll(String organizationId, String bankId, List<BankQuestionVersion> firsts, String authorId, Instant at) {
        firsts.forEach(first -> add(organizationId, bankId, first, authorId, at));
    }

    @Override
    public void addVersion(BankQuestionVersion next, String authorId, Instant at) {
        BankQuestionRead current = current(next.questionId()).orElseThrow();
        versions.add(new BankQuestionRead(current.bankId(), next, current.questionCreatedAt(), at));
    }

    @Override
    public Optional<BankQuestionRead> lockForEdit(String bankId, String questionId) {
        return byId(bankId, questionId);
    }

    @Override
    public Optional<BankQuestionRead> byId(String bankId, String questionId) {
        return current(questionId).filter(r -> r.bankId().equals(bankId) && !deleted.contains(questionId));
    }

    @Override
    public List<BankQuestionRead> versions(String bankId, String questionId) {
        return byId(bankId, questionId).isEmpty() ? List.of()
                : versions.stream().filter(r -> r.version().questionId().equals(questionId)).toList();
    }

    @Override
    public void softDelete(String bankId, String questionId, Instant at) {
        deleted.add(questionId);
    }

    @Override
    public void softDeleteAll(String bankId, Instant at) {
        versions.stream().filter(r -> r.bankId().equals(bankId)).forEach(r -> deleted.add(r.version().questionId()));
    }

    @Override
    public boolean anyInCategories(String bankId, Collection<String> categoryIds) {
        return live(bankId).stream().anyMatch(r -> categoryIds.contains(r.version().categoryId()));
    }

    @Override
    public Page page(Filter filter, int offset, int limit) {
        List<BankQuestionRead> all = live(filter.bankId()).stream()
                .filter(r -> filter.categoryIds() == null || filter.categoryIds().contains(r.version().categoryId()))
                .filter(r -> r.version().tags().containsAll(filter.tags()))
                .filter(r -> filter.type() == null || r.version().question().type() == filter.type())
                .toList();
        return new Page(all.stream().skip(offset).limit(limit).toList(), all.size());
    }

    private List<BankQuestionRead> live(String bankId) {
        return versions.stream().map(r -> r.version().questionId()).distinct()
                .filter(id -> !deleted.contains(id)).map(id -> current(id).orElseThrow())
                .filter(r -> r.bankId().equals(bankId))
                .sorted(Comparator.comparing(r -> r.version().questionId())).toList();
    }

    private Optional<BankQuestionRead> current(String questionId) {
        return versions.stream().filter(r -> r.version().questionId().equals(questionId))
                .max(Comparator.comparingInt(r -> r.version().version()));
    }
}
