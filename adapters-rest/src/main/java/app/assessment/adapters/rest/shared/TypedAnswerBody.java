package app.assessment.adapters.rest.shared;

import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.QuestionType;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.math.BigDecimal;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * What a report or submission read adds to an answer beside its single-choice fields (ADR 0050),
 * unwrapped into it: {@code type} always, the rest only where the type has them.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(name = "TypedAnswer", description = "`type` always; `selectedOptions` (MULTIPLE_CHOICE), `numberAnswer` (NUMERIC), `text` "
        + "(SHORT_ANSWER, ESSAY), `pairs` (MATCHING), `order` (ORDERING), with the texts as they were when answered; `maxPoints` "
        + "of the question for every type but SINGLE_CHOICE; `pendingGrading` while a grader has yet to score it (its `points` "
        + "are then a provisional 0); the grader's `comment`.")
public record TypedAnswerBody(QuestionType type, List<AnswerSnapshot.Shown> selectedOptions, BigDecimal numberAnswer, String text,
                              List<AnswerSnapshot.ShownPair> pairs, List<AnswerSnapshot.Shown> order, BigDecimal maxPoints,
                              Boolean pendingGrading, String comment) {

    public static TypedAnswerBody of(AnswerSnapshot a) {
        return new TypedAnswerBody(a.questionType(), a.options(), a.number(), a.text(), a.pairs(), a.order(), a.maxPoints(),
                a.pendingGrading(), a.comment());
    }
}
