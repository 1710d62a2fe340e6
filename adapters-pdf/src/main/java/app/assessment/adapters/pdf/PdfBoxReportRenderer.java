package app.assessment.adapters.pdf;

import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.report.ReportDocument;
import app.assessment.application.port.out.report.ReportRenderer;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Instant;
import java.util.GregorianCalendar;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;

/**
 * Renders a submission report with Apache PDFBox: A4, DejaVu Sans embedded as subsets (so any
 * Portuguese text shows and extracts), a summary, the answers table and numbered pages.
 *
 * <p>Thread-safe: a render owns its {@link PDDocument}; the parsed fonts are shared by every
 * render ({@link ReportFonts} says why that is safe), and everything else shared is immutable.
 *
 * <p>The same document rendered at the same instant gives the same bytes: PDFBox's subset tags
 * are derived from the glyphs used, and the trailer /ID, which PDFBox would otherwise seed from
 * the wall clock, is seeded from the creation instant taken from the application's {@link Clock}.
 */
@ApplicationScoped
public class PdfBoxReportRenderer implements ReportRenderer {

    static final String PRODUCER = "Assessment Service (Apache PDFBox)";

    private final Clock clock;
    private final ReportFonts fonts = new ReportFonts();

    public PdfBoxReportRenderer(Clock clock) {
        this.clock = clock;
    }

    @Override
    public byte[] render(ReportDocument document) {
        try {
            return render(document, clock.now());
        } catch (IOException e) {
            throw new IllegalStateException("Cannot render the report PDF", e);
        }
    }

    private byte[] render(ReportDocument document, Instant createdAt) throws IOException {
        try (PDDocument pdf = new PDDocument()) {
            describe(pdf, document, createdAt);
            ReportStyles styles = ReportStyles.of(
                    new DocumentFont(pdf, fonts.regular()), new DocumentFont(pdf, fonts.bold()));
            PageWriter writer = new PageWriter(pdf);
            new SummarySection(writer, styles).draw(document);
            writer.moveDown(6);
            new AnswerTable(writer, styles).draw(document.answers());
            writer.finish(new PageFooter(styles.footer(), PortugueseFormat.dateTime(createdAt, document.zone())));
            ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1024);
            pdf.save(out);
            return out.toByteArray();
        }
    }

    private static void describe(PDDocument pdf, ReportDocument document, Instant createdAt) {
        PDDocumentInformation info = pdf.getDocumentInformation();
        info.setTitle(document.formTitle() + " — " + document.participantName());
        info.setAuthor(document.organizationName());
        info.setSubject("Relatório de desempenho");
        info.setCreator("Assessment Service");
        info.setProducer(PRODUCER);
        info.setCreationDate(GregorianCalendar.from(createdAt.atZone(document.zone())));
        pdf.getDocumentCatalog().setLanguage("pt-BR");
        pdf.setDocumentId(createdAt.toEpochMilli());
    }
}
