package app.assessment.adapters.rest.submission;

import app.assessment.adapters.rest.shared.TotalRelation;
import app.assessment.adapters.rest.shared.TypedAnswerBody;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.submission.Submission;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

final class SubmissionBodies {
    private SubmissionBodies() {
    }

    record Title(String title) {
    }

    record Name(String name) {
    }

    record Answer(String questionId, String questionText, String selectedOptionId, String selectedOptionText, BigDecimal points,
                  @JsonUnwrapped TypedAnswerBody typed) {
        static Answer from(AnswerSnapshot a) {
            return new Answer(a.questionId(), a.questionText(), a.optionId(), a.optionText(), a.points(), TypedAnswerBody.of(a));
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(description = "`student.name` is the participant's name, a candidate's too (then `studentId` is null and `candidateId` set).")
    record SubmissionResponse(String id, String formId, String studentId, String candidateId, String assignmentId, BigDecimal totalScore,
                              BigDecimal maxScore, BigDecimal percentage, String scoreLabel, String scoreColor, boolean isCompleted,
                              Instant createdAt, Title form, Name student, boolean pendingGrading, int attemptNumber, boolean counted) {
        static SubmissionResponse from(Submission s) {
            return new SubmissionResponse(s.id(), s.formId(), s.participant().studentId().orElse(null),
                    s.participant().candidateId().orElse(null),
                    s.assignmentId(), s.score().total(), s.score().max(), s.score().percentage(), s.score().label(), s.score().color(),
                    true, s.completedAt(), new Title(s.formTitle()), new Name(s.participantName()), s.pendingGrading(),
                    s.attemptNumber(), s.counted());
        }
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    record SubmissionDetail(String id, String formId, String studentId, String candidateId, String assignmentId, BigDecimal totalScore,
                            BigDecimal maxScore, BigDecimal percentage, String scoreLabel, String scoreColor, boolean isCompleted,
                            Instant createdAt, Title form, Name student, List<Answer> answers, boolean pendingGrading,
                            int attemptNumber, boolean counted) {
        static SubmissionDetail from(Submission s) {
            SubmissionResponse r = SubmissionResponse.from(s);
            return new SubmissionDetail(r.id(), r.formId(), r.studentId(), r.candidateId(), r.assignmentId(), r.totalScore(), r.maxScore(),
                    r.percentage(), r.scoreLabel(), r.scoreColor(), true, r.createdAt(), r.form(), r.student(),
                    s.answers().stream().map(Answer::from).toList(), s.pendingGrading(), s.attemptNumber(), s.counted());
        }
    }

    record SubmissionList(List<SubmissionResponse> submissions, long total,
                          @Schema(description = TotalRelation.DESCRIPTION, enumeration = {"eq", "gte"}) String totalRelation) {
    }
}
