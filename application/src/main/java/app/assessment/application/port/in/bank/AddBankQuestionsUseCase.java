package app.assessment.application.port.in.bank;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.bank.BankQuestionRead;
import app.assessment.domain.form.Question;
import java.util.List;

/**
 * Many questions into one bank in one transaction (imports): all are added, or, when one is
 * invalid, none. Each question gets a new id (the one it carries is ignored; its option, pair and
 * item ids are kept, they are the question's own) and version 1.
 */
public interface AddBankQuestionsUseCase {

    /** The questions added, in the order given. */
    List<BankQuestionRead> addAll(Caller caller, String bankId, List<NewBankQuestion> questions);

    /**
     * @param categoryId   one of the bank's categories; or null, and then
     * @param categoryPath names from the top ({@code ["top", "sub"]} for GIFT's {@code $CATEGORY: top/sub}),
     *                     compared ignoring case, the missing categories created; both null: no category
     */
    record NewBankQuestion(Question question, String categoryId, List<String> categoryPath, List<String> tags) {
        public NewBankQuestion {
            categoryPath = categoryPath == null ? null : List.copyOf(categoryPath);
            tags = tags == null ? List.of() : List.copyOf(tags);
        }
    }
}
