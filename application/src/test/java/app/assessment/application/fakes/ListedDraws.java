package app.assessment.application.fakes;

import app.assessment.application.port.out.bank.DrawSource;
import app.assessment.domain.bank.BankQuestionVersion;
import java.util.List;

/** A draw source over one fixed list of versions: every draw may pick any of them, and each is found by its id. */
public final class ListedDraws implements DrawSource {

    private final List<BankQuestionVersion> versions;

    public ListedDraws(List<BankQuestionVersion> versions) {
        this.versions = List.copyOf(versions);
    }

    @Override
    public List<BankQuestionVersion> candidates(String organizationId, String bankId, String categoryId,
                                                boolean includeSubcategories, List<String> tags) {
        return versions;
    }

    @Override
    public List<BankQuestionVersion> versions(List<String> versionIds) {
        return versions.stream().filter(v -> versionIds.contains(v.versionId())).toList();
    }
}
