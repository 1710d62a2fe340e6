package app.assessment.application.port.out.bank;

import app.assessment.domain.bank.QuestionBank;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The organization's live question banks (a deleted bank is absent from every read). */
public interface QuestionBankRepository {

    void add(QuestionBank bank);

    /** Saves name, description and the category tree; categories no longer listed are marked removed. */
    void update(QuestionBank bank);

    /** The live bank, its row locked until the transaction ends (edits of one bank run one after another). */
    Optional<QuestionBank> lockForEdit(String organizationId, String id);

    Optional<QuestionBank> byId(String organizationId, String id);

    void softDelete(String organizationId, String id, Instant at);

    /** Newest first; {@code searchPattern} a LIKE pattern on the normalized name (SearchText) or null. */
    Page page(String organizationId, String searchPattern, int offset, int limit);

    record Page(List<QuestionBank> items, long total) {
    }
}
