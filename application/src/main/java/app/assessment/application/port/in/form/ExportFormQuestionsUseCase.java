package app.assessment.application.port.in.form;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.out.bank.QuestionInterchange;
import java.util.Objects;

/** A form's fixed questions as a GIFT, Moodle XML or CSV file (ADR 0054); whoever may read the form may export it. */
public interface ExportFormQuestionsUseCase {

    ExportedQuestions export(Caller caller, String formId, QuestionInterchange.Format format);

    /**
     * @param asciiFileName a file name any client can store: lower-case ASCII, no spaces
     * @param fileName      the same with the form's title as written (RFC 5987 {@code filename*})
     */
    record ExportedQuestions(String asciiFileName, String fileName, QuestionInterchange.Format format, byte[] content) {
        public ExportedQuestions {
            Objects.requireNonNull(asciiFileName, "asciiFileName");
            Objects.requireNonNull(fileName, "fileName");
            Objects.requireNonNull(format, "format");
            Objects.requireNonNull(content, "content");
        }
    }
}
