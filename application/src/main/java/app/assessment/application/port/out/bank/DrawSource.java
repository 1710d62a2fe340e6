package app.assessment.application.port.out.bank;

import app.assessment.domain.bank.BankQuestionVersion;
import java.util.List;

/** The bank questions a form's draw may pick from, and the versions an attempt was given. */
public interface DrawSource {

    /**
     * The latest version of every live (not deleted) question of a live bank of the organization that matches:
     * in {@code categoryId} (any category when null; its subcategories too when asked) and carrying every tag
     * given. Empty when the bank is unknown, deleted or another organization's.
     */
    List<BankQuestionVersion> candidates(String organizationId, String bankId, String categoryId,
                                         boolean includeSubcategories, List<String> tags);

    /** The versions with these ids, whatever became of their question since, in the order asked. */
    List<BankQuestionVersion> versions(List<String> versionIds);
}
