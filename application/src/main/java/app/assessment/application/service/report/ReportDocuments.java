package app.assessment.application.service.report;

import app.assessment.application.port.in.report.ReportQueries;
import app.assessment.application.port.out.report.ReportDocument;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.submission.Submission;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

/** A report as the renderer takes it: every value from the submission's snapshot, plus the two names. */
final class ReportDocuments {
    private ReportDocuments() {
    }

    static ReportDocument of(ReportQueries.Report report, ZoneId zone) {
        Submission s = report.submission();
        List<ReportDocument.Band> bands = s.scoreRanges().stream()
                .map(r -> new ReportDocument.Band(r.min(), r.max(), r.label(), r.color())).toList();
        List<ReportDocument.AnswerLine> answers = new ArrayList<>(s.answers().size());
        for (AnswerSnapshot a : s.answers()) {
            answers.add(new ReportDocument.AnswerLine(answers.size() + 1, a.questionText(), AnswerTexts.readable(a), a.points()));
        }
        return new ReportDocument(report.organizationName(), s.formTitle(), s.participantName(), s.participant().kind(), s.completedAt(),
                report.assignedByName(), s.score().total(), s.score().max(), s.score().percentage(), s.score().label(),
                s.score().color(), bands, answers, zone, s.pendingGrading());
    }
}
