package app.assessment.application.fakes;

import app.assessment.application.port.out.report.ReportDocument;
import app.assessment.application.port.out.report.ReportRenderer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Keeps every document it is given and "renders" it as the bytes of its form title. */
public final class RecordingReportRenderer implements ReportRenderer {

    public final List<ReportDocument> rendered = new ArrayList<>();

    @Override
    public byte[] render(ReportDocument document) {
        rendered.add(document);
        return document.formTitle().getBytes(StandardCharsets.UTF_8);
    }
}
