package app.assessment.adapters.interchange;

import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.application.port.out.bank.QuestionInterchange;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The three codecs behind one port (ADR 0054). Stateless: every call makes its own reader or writer. */
@ApplicationScoped
public class CodecQuestionInterchange implements QuestionInterchange {

    @Override
    public ParsedQuestions read(Format format, InputStream in) {
        return switch (format) {
            case GIFT -> new GiftReader().read(FileText.text(in));
            case MOODLE_XML -> new MoodleXmlReader().read(FileText.bytes(in));
            case CSV -> new CsvReader().read(FileText.text(in));
        };
    }

    @Override
    public void write(Format format, List<InterchangeQuestion> questions, OutputStream out) {
        String text = switch (format) {
            case GIFT -> new GiftWriter().write(questions);
            case MOODLE_XML -> new MoodleXmlWriter().write(questions);
            case CSV -> new CsvWriter().write(questions);
        };
        try {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
