package app.assessment.application.port.in.bank;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.bank.BankQuestionRead;
import app.assessment.application.port.out.bank.BankQuestionRepository;
import java.util.List;

/** The questions of a bank: every edit is a new version, reads give the latest. */
public interface BankQuestionUseCases {

    BankQuestionRead add(Caller caller, String bankId, BankQuestionCommand command);

    /** Writes version n + 1; the question keeps its id. */
    BankQuestionRead edit(Caller caller, String bankId, String questionId, BankQuestionCommand command);

    void delete(Caller caller, String bankId, String questionId);

    BankQuestionRead get(Caller caller, String bankId, String questionId);

    /** Oldest first. */
    List<BankQuestionRead> versions(Caller caller, String bankId, String questionId);

    BankQuestionRepository.Page list(Caller caller, String bankId, ListQuery query);

    /**
     * @param categoryId          one of the bank's categories, or null for all
     * @param includeSubcategories with a category: the categories under it too
     * @param tags                every one must be carried
     * @param type                a question type's wire name, or null
     */
    record ListQuery(PageRequest page, String categoryId, boolean includeSubcategories, List<String> tags, String type,
                     String search) {
        public ListQuery {
            tags = tags == null ? List.of() : List.copyOf(tags);
        }
    }
}
