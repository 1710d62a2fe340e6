package app.assessment.application.port.out.bank;

import app.assessment.domain.bank.BankQuestionVersion;
import app.assessment.domain.form.QuestionType;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** The questions of a bank and their immutable versions. */
public interface BankQuestionRepository {

    /** A new question whose first version is {@code first}. */
    void add(String organizationId, String bankId, BankQuestionVersion first, String authorId, Instant at);

    /** New questions, each at its first version, written in batches (imports of thousands). */
    void addAll(String organizationId, String bankId, List<BankQuestionVersion> firsts, String authorId, Instant at);

    /** Inserts {@code next} and makes it the question's current version. */
    void addVersion(BankQuestionVersion next, String authorId, Instant at);

    /** The live question's current version, its row locked until the transaction ends. */
    Optional<BankQuestionRead> lockForEdit(String bankId, String questionId);

    Optional<BankQuestionRead> byId(String bankId, String questionId);

    /** Every version of the live question, oldest first; empty when the question is absent or deleted. */
    List<BankQuestionRead> versions(String bankId, String questionId);

    void softDelete(String bankId, String questionId, Instant at);

    /** Marks every live question of the bank deleted (with the bank). */
    void softDeleteAll(String bankId, Instant at);

    /** Whether a live question's current version sits in one of these categories. */
    boolean anyInCategories(String bankId, Collection<String> categoryIds);

    /** Ordered by question id. */
    Page page(Filter filter, int offset, int limit);

    /**
     * @param categoryIds null for any category
     * @param tags        every one must be carried
     * @param searchPattern a LIKE pattern on the normalized text (SearchText), or null
     */
    record Filter(String bankId, Collection<String> categoryIds, List<String> tags, QuestionType type, String searchPattern) {
    }

    record Page(List<BankQuestionRead> items, long total) {
    }
}
