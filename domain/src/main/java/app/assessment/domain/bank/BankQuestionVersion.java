package app.assessment.domain.bank;

import app.assessment.domain.form.Question;
import java.util.List;
import java.util.Objects;

/** One immutable version of a bank question: what a draw picks and an attempt keeps. */
public record BankQuestionVersion(String versionId, String questionId, int version, String categoryId, List<String> tags,
                                  Question question) {

    public BankQuestionVersion {
        Objects.requireNonNull(versionId, "versionId");
        Objects.requireNonNull(questionId, "questionId");
        Objects.requireNonNull(question, "question");
        tags = tags == null ? List.of() : List.copyOf(tags);
    }
}
