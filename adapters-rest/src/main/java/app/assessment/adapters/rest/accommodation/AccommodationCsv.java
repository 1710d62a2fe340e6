package app.assessment.adapters.rest.accommodation;

import app.assessment.application.port.in.accommodation.ImportAccommodationsUseCase;
import app.assessment.application.port.in.accommodation.ImportAccommodationsUseCase.Line;
import app.assessment.domain.shared.DomainException;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads an accommodation import (RFC 4180 through Commons CSV, already a dependency for the audit
 * export: quoted cells may hold commas, quotes and line breaks). The first line is a header and
 * is skipped whatever it says; columns are taken by position. Lines are numbered as a text
 * editor shows them (the header is line 1), blank lines skipped.
 */
final class AccommodationCsv {

    private static final CSVFormat FORMAT = CSVFormat.RFC4180.builder().setIgnoreEmptyLines(true).setIgnoreSurroundingSpaces(true)
            .get();

    private AccommodationCsv() {
    }

    static List<Line> lines(String body) {
        String text = body == null ? "" : body;
        List<Line> lines = new ArrayList<>();
        LineNumbers numbers = new LineNumbers(text);
        CSVParser parser = parser(text);
        long consumed = 0;
        try (parser) {
            boolean header = true;
            for (CSVRecord record : parser) {
                consumed = parser.getCurrentLineNumber();
                if (header) {
                    header = false;
                    continue;
                }
                if (lines.size() == ImportAccommodationsUseCase.MAX_LINES) {
                    throw new DomainException(DomainException.Kind.TOO_LARGE, "IMPORT_TOO_LARGE",
                            "An import takes at most " + ImportAccommodationsUseCase.MAX_LINES + " lines; split the file");
                }
                lines.add(new Line(numbers.at(record.getCharacterPosition()), record.size(), cell(record, 0), cell(record, 1),
                        cell(record, 2), cell(record, 3)));
            }
        } catch (IOException | UncheckedIOException | IllegalStateException malformed) {
            // Commons CSV reports an unterminated quote or a stray character after one this way; the
            // bad record starts on the line after the last one read.
            throw DomainException.invalid("line " + (consumed + 1), "is not well-formed CSV (check the quotes)");
        }
        return lines;
    }

    private static CSVParser parser(String text) {
        try {
            return FORMAT.parse(new StringReader(text));
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringReader does not fail
        }
    }

    private static String cell(CSVRecord record, int index) {
        return index < record.size() ? record.get(index) : null;
    }

    /** The 1-based line of a character position, counting line feeds before it. */
    private static final class LineNumbers {
        private final String text;
        private long position;
        private int line = 1;

        LineNumbers(String text) {
            this.text = text;
        }

        int at(long characterPosition) {
            if (characterPosition < position) {
                position = 0;
                line = 1;
            }
            long end = Math.min(characterPosition, text.length());
            for (; position < end; position++) {
                if (text.charAt((int) position) == '\n') {
                    line++;
                }
            }
            return line;
        }
    }
}
