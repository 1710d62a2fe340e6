package app.assessment.adapters.rest.grading;

import app.assessment.adapters.rest.shared.TypedAnswerBody;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.submission.Submission;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Bodies of the grading routes. */
public final class GradingBodies {
    private GradingBodies() {
    }

    @Schema(name = "GradeRequest", description = "`points` from 0 to the question's points, with at most 2 decimals; `comment` "
            + "at most 2000 characters (blank removes it).", example = "{\"points\": 7.5, \"comment\": \"Faltou citar a clorofila.\"}")
    public record GradeRequest(BigDecimal points, String comment) {
    }

    @Schema(name = "GradedAnswer", description = "An answer as the grader sees it: the question and the given answer as they were "
            + "when submitted, its points (a provisional 0 while `pendingGrading`).")
    public record AnswerView(String questionId, String questionText, BigDecimal points, @JsonUnwrapped TypedAnswerBody typed) {
        static AnswerView from(AnswerSnapshot a) {
            return new AnswerView(a.questionId(), a.questionText(), a.points(), TypedAnswerBody.of(a));
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "GradingItem", description = "One answer awaiting a grader, with its submission.")
    record Item(String submissionId, String assignmentId, String formId, String formTitle, String participantName,
                Instant completedAt, AnswerView answer) {
        static Item from(SubmissionRepository.Pending p) {
            Submission s = p.submission();
            return new Item(s.id(), s.assignmentId(), s.formId(), s.formTitle(), s.participantName(), s.completedAt(),
                    AnswerView.from(p.answer()));
        }
    }

    @Schema(name = "GradingQueue")
    record Queue(List<Item> items, long total, int page) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "GradeResult", description = "The submission after the grade: `totalScore`, `percentage` and the band "
            + "(`scoreLabel`, `scoreColor`, null while `pendingGrading`), and the graded answer.")
    public record GradeResult(String submissionId, BigDecimal totalScore, BigDecimal maxScore, BigDecimal percentage, String scoreLabel,
                       String scoreColor, boolean pendingGrading, AnswerView answer) {
        public static GradeResult from(Submission s, String questionId) {
            return new GradeResult(s.id(), s.score().total(), s.score().max(), s.score().percentage(), s.score().label(),
                    s.score().color(), s.pendingGrading(), AnswerView.from(s.answerTo(questionId)));
        }
    }
}
