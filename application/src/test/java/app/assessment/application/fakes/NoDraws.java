package app.assessment.application.fakes;

import app.assessment.application.port.out.bank.DrawSource;
import app.assessment.domain.bank.BankQuestionVersion;
import java.util.List;

/** A draw source with no banks: enough for forms that do not draw. */
public final class NoDraws implements DrawSource {

    @Override
    public List<BankQuestionVersion> candidates(String organizationId, String bankId, String categoryId,
                                                boolean includeSubcategories, List<String> tags) {
        return List.of();
    }

    @Override
    public List<BankQuestionVersion> versions(List<String> versionIds) {
        return List.of();
    }
}
