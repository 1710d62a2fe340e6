package app.assessment.application.port.out.bank;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;

/**
 * Questions to and from the files teachers already write (ADR 0054): Moodle's GIFT, Moodle XML and the
 * service's own CSV. Reading never half-imports a question: one the service cannot hold exactly is
 * {@link ParsedQuestions.Skipped skipped} with its position and reason. A file that cannot be read at all
 * (broken syntax, over {@link #MAX_BYTES}) is a DomainException {@code invalid("file", "line N: ...")}, a 400.
 */
public interface QuestionInterchange {

    /** Larger files are refused while reading, before the rest is buffered. */
    int MAX_BYTES = 10 * 1024 * 1024;

    ParsedQuestions read(Format format, InputStream in);

    /** Every question of every type is written; where a format lacks a feature it is carried so that reading restores it. */
    void write(Format format, List<InterchangeQuestion> questions, OutputStream out);

    enum Format {
        GIFT("gift", ".gift.txt"), MOODLE_XML("moodle-xml", ".xml"), CSV("csv", ".csv");

        private final String wireName;
        private final String extension;

        Format(String wireName, String extension) {
            this.wireName = wireName;
            this.extension = extension;
        }

        /** The end of a file name in this format ({@code .gift.txt}: GIFT is plain text, and Moodle takes .txt). */
        public String extension() {
            return extension;
        }

        /** The query parameter value: {@code gift}, {@code moodle-xml} or {@code csv}. */
        public String wireName() {
            return wireName;
        }
    }
}
