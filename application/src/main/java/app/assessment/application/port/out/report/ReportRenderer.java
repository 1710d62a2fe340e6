package app.assessment.application.port.out.report;

/** Turns the data of one completed submission into a printable report file. */
public interface ReportRenderer {

    /**
     * @return the bytes of a PDF file
     * @throws IllegalStateException if the renderer itself fails (fonts, I/O); the document
     *     was already validated by its constructor, so this is never the caller's fault
     */
    byte[] render(ReportDocument document);
}
