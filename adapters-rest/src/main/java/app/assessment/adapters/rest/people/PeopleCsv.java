package app.assessment.adapters.rest.people;

import app.assessment.application.port.in.people.ImportPeopleUseCase;
import app.assessment.application.port.in.people.ImportPeopleUseCase.Row;
import app.assessment.domain.shared.DomainException;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a people import: UTF-8 with or without a byte-order mark, RFC 4180 quoting through Commons CSV, cells separated
 * by {@code ;} (what spreadsheets write in Brazil) or {@code ,}, whichever the header line has more of outside quotes.
 * The header names the JSON fields (any case); a column it does not know, or names twice, refuses the file. Lines are
 * numbered as an editor shows them (the header is line 1); blank lines are skipped.
 */
final class PeopleCsv {

    private PeopleCsv() {
    }

    static List<Row> rows(byte[] file, Set<String> fields) {
        String text = utf8(file);
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        CSVFormat format = CSVFormat.RFC4180.builder().setDelimiter(delimiter(text)).setIgnoreEmptyLines(true)
                .setIgnoreSurroundingSpaces(true).get();
        List<Row> rows = new ArrayList<>();
        Lines lines = Lines.of(text);
        long read = 0;
        try (CSVParser parser = format.parse(new StringReader(text))) {
            List<String> columns = null;
            for (CSVRecord record : parser) {
                if (columns == null) {
                    columns = header(record, fields);
                    read = parser.getCurrentLineNumber();
                    continue;
                }
                if (rows.size() == ImportPeopleUseCase.MAX_ROWS) {
                    throw new DomainException(DomainException.Kind.TOO_LARGE, "IMPORT_TOO_LARGE",
                            "An import takes at most " + ImportPeopleUseCase.MAX_ROWS + " rows; split the file");
                }
                int line = lines.at(record.getCharacterPosition());
                read = parser.getCurrentLineNumber();
                if (record.size() > columns.size()) {
                    throw lineError(line, "has " + record.size() + " cells but the header names " + columns.size());
                }
                Map<String, String> cells = new HashMap<>();
                for (int i = 0; i < record.size(); i++) {
                    cells.put(columns.get(i), record.get(i));
                }
                rows.add(new Row(line, cells));
            }
            if (columns == null) {
                throw DomainException.invalid("file", "is empty; the first line names the columns");
            }
        } catch (IOException | UncheckedIOException | IllegalStateException malformed) {
            throw lineError(read + 1, "is not well-formed CSV (check the quotes)");
        }
        return rows;
    }

    private static List<String> header(CSVRecord record, Set<String> fields) {
        Map<String, String> known = new LinkedHashMap<>();
        fields.forEach(field -> known.put(field.toLowerCase(Locale.ROOT), field));
        List<String> columns = new ArrayList<>();
        for (String cell : record) {
            String field = known.get(cell.strip().toLowerCase(Locale.ROOT));
            if (field == null) {
                throw lineError(1, "column '" + cell.strip() + "' is not one of " + new TreeSet<>(fields));
            }
            if (columns.contains(field)) {
                throw lineError(1, "column '" + field + "' is named twice");
            }
            columns.add(field);
        }
        return columns;
    }

    /** The 1-based line of a character position: the line feeds before it, found by binary search. */
    private record Lines(int[] feeds) {

        static Lines of(String text) {
            return new Lines(feedsOf(text));
        }

        private static int[] feedsOf(String text) {
            int count = 0;
            for (int i = 0; i < text.length(); i++) {
                count += text.charAt(i) == '\n' ? 1 : 0;
            }
            int[] feeds = new int[count];
            for (int i = 0, n = 0; i < text.length(); i++) {
                if (text.charAt(i) == '\n') {
                    feeds[n++] = i;
                }
            }
            return feeds;
        }

        int at(long position) {
            int index = Arrays.binarySearch(feeds, (int) position);
            return (index >= 0 ? index : -index - 1) + 1;
        }
    }

    private static char delimiter(String text) {
        int semicolons = 0;
        int commas = 0;
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && (c == '\n' || c == '\r')) {
                break;
            } else if (!quoted && c == ';') {
                semicolons++;
            } else if (!quoted && c == ',') {
                commas++;
            }
        }
        return semicolons > commas ? ';' : ',';
    }

    private static String utf8(byte[] file) {
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(file)).toString();
        } catch (CharacterCodingException e) {
            throw DomainException.invalid("file", "is not UTF-8 text (save the spreadsheet as CSV UTF-8)");
        }
    }

    private static DomainException lineError(long line, String reason) {
        return DomainException.invalid("line " + line, reason);
    }
}
