package app.assessment.application.fakes;

import app.assessment.application.port.out.bank.QuestionBankRepository;
import app.assessment.domain.bank.QuestionBank;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Live banks by id; a deleted bank is gone from every read. */
public final class InMemoryQuestionBanks implements QuestionBankRepository {

    private final Map<String, QuestionBank> live = new LinkedHashMap<>();

    @Override
    public void add(QuestionBank bank) {
        live.put(bank.id(), bank);
    }

    @Override
    public void update(QuestionBank bank) {
        live.put(bank.id(), bank);
    }

    @Override
    public Optional<QuestionBank> lockForEdit(String organizationId, String id) {
        return byId(organizationId, id);
    }

    @Override
    public Optional<QuestionBank> byId(String organizationId, String id) {
        return Optional.ofNullable(live.get(id)).filter(b -> b.organizationId().equals(organizationId));
    }

    @Override
    public void softDelete(String organizationId, String id, Instant at) {
        live.remove(id);
    }

    @Override
    public Page page(String organizationId, String searchPattern, int offset, int limit) {
        List<QuestionBank> all = live.values().stream().filter(b -> b.organizationId().equals(organizationId)).toList();
        return new Page(all.stream().skip(offset).limit(limit).toList(), all.size());
    }
}
