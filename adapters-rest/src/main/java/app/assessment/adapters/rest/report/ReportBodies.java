package app.assessment.adapters.rest.report;

import app.assessment.adapters.rest.shared.TotalRelation;
import app.assessment.adapters.rest.shared.TypedAnswerBody;
import app.assessment.application.port.in.report.ReportQueries;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.submission.Submission;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Request and response bodies of /api/reports. */
final class ReportBodies {
    private ReportBodies() {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "ReportRow", description = "One completed submission. `id` is the submission's id. `studentName` is the "
            + "participant's name as it was when the test was submitted (a candidate's too; kept when the participant is removed "
            + "later), `formTitle` the title at that moment. `scoreLabel` and `scoreColor` are null when the score fell in none "
            + "of the form's ranges, and while `pendingGrading` (an answer awaits a grader: the total is provisional). "
            + "`assignedByName` is the assigning user's current name.")
    record ReportRow(String id, String studentName, String formTitle, Instant completedAt, BigDecimal totalScore, BigDecimal maxScore,
                     BigDecimal percentage, String scoreLabel, String scoreColor, String assignedByName, boolean pendingGrading,
                     @Schema(description = "Which attempt of its assignment this is (1 unless several are allowed)") int attemptNumber,
                     @Schema(description = "Whether this attempt makes the assignment's score under its grading policy") boolean counted) {
        static ReportRow from(ReportQueries.Row row) {
            Submission s = row.submission();
            return new ReportRow(s.id(), s.participantName(), s.formTitle(), s.completedAt(), s.score().total(), s.score().max(),
                    s.score().percentage(), s.score().label(), s.score().color(), row.assignedByName(), s.pendingGrading(),
                    s.attemptNumber(), s.counted());
        }
    }

    @Schema(name = "ReportList")
    record ReportList(List<ReportRow> reports, long total,
                      @Schema(description = TotalRelation.DESCRIPTION, enumeration = {"eq", "gte"}) String totalRelation) {
        static ReportList from(ReportQueries.Page page) {
            return new ReportList(page.items().stream().map(ReportRow::from).toList(), page.total(),
                    TotalRelation.of(page.totalCapped()));
        }
    }

    @Schema(name = "ReportExportRequest", description = "`submissionId` is required.")
    record ExportRequest(String submissionId) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "ReportParticipant", description = "`kind` is `student` or `candidate`; `name` is the snapshot taken at "
            + "submission, so a participant renamed or removed since still shows as they were. `id` may name a removed record.")
    record Participant(String id, String kind, String name) {
    }

    @Schema(name = "ReportForm", description = "`title` as it was when the test was submitted.")
    record Form(String id, String title) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "ReportTeacher", description = "The user who assigned the test. `name` is null only if that user is not found.")
    record Teacher(String id, String name) {
    }

    @Schema(name = "ReportOrganization")
    record Organization(String id, String name) {
    }

    @JsonInclude(JsonInclude.Include.ALWAYS)
    @Schema(name = "ReportScore", description = "Computed when the test was submitted. `percentage` has two decimals (0 when "
            + "`maxScore` is not positive); `scoreLabel` and `scoreColor` come from the range holding `totalScore`, null when none does "
            + "and while `pendingGrading` (the total is then provisional: an answer awaits a grader).")
    record Score(BigDecimal totalScore, BigDecimal maxScore, BigDecimal percentage, String scoreLabel, String scoreColor,
                 boolean pendingGrading) {
    }

    @Schema(name = "ReportAnswer", description = "An answer as it was given: question and option texts and the option's points are "
            + "snapshots, unchanged by later edits of the form. `number` counts from 1 in the order the answers were submitted.")
    record Answer(int number, String questionId, String questionText, String selectedOptionId, String selectedOptionText,
                  BigDecimal points, @JsonUnwrapped TypedAnswerBody typed) {
    }

    @Schema(name = "ReportScoreRange", description = "One of the form's score ranges when the test was scored, both ends included.")
    record Range(BigDecimal min, BigDecimal max, String label, String color) {
        static Range from(ScoreRange r) {
            return new Range(r.min(), r.max(), r.label(), r.color());
        }
    }

    @Schema(name = "ReportDetail", description = "Everything the detailed report shows. Only answered questions are listed "
            + "(a participant may leave questions unanswered; `maxScore` still counts the whole form).")
    record ReportDetail(String id, String assignmentId, Instant completedAt, Participant participant, Form form, Teacher teacher,
                        Organization organization, Score score, List<Answer> answers, List<Range> scoreRanges) {
        static ReportDetail from(ReportQueries.Report report) {
            Submission s = report.submission();
            List<Answer> answers = new ArrayList<>(s.answers().size());
            for (AnswerSnapshot a : s.answers()) {
                answers.add(new Answer(answers.size() + 1, a.questionId(), a.questionText(), a.optionId(), a.optionText(), a.points(),
                        TypedAnswerBody.of(a)));
            }
            return new ReportDetail(s.id(), s.assignmentId(), s.completedAt(), new Participant(s.participant().id(), s.participant().kind(),
                    s.participantName()), new Form(s.formId(), s.formTitle()), new Teacher(s.assignedById(), report.assignedByName()),
                    new Organization(s.organizationId(), report.organizationName()),
                    new Score(s.score().total(), s.score().max(), s.score().percentage(), s.score().label(), s.score().color(),
                            s.pendingGrading()),
                    answers, s.scoreRanges().stream().map(Range::from).toList());
        }
    }
}
