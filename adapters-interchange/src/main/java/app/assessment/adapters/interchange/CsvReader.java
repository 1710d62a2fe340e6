package app.assessment.adapters.interchange;

import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.MultipleChoiceSpec;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.QuestionSpec;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.form.Scoring;
import app.assessment.domain.form.ShortAnswerSpec;
import app.assessment.domain.form.SingleChoiceSpec;
import app.assessment.domain.form.ToleranceType;
import app.assessment.domain.form.TrueFalseSpec;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/** Reads {@link CsvColumns}' layout; a question's position is the line of its {@code question} row. */
final class CsvReader {

    ParsedQuestions read(String file) {
        List<List<CSVRecord>> groups = new ArrayList<>();
        try (CSVParser parser = CSVParser.builder().setReader(new StringReader(file))
                .setFormat(CsvColumns.FORMAT.builder().setHeader().setSkipHeaderRecord(true).get()).get()) {
            List<String> missing = new ArrayList<>(Arrays.asList(CsvColumns.HEADER));
            missing.removeAll(parser.getHeaderNames());
            if (!missing.isEmpty()) {
                throw FileText.malformed(1, "the header lacks the columns " + missing);
            }
            try {
                for (CSVRecord record : parser) {
                    if (!record.isConsistent()) {
                        throw FileText.malformed(line(record), "has " + record.size() + " fields, the header " + parser.getHeaderNames().size());
                    }
                    if ("question".equalsIgnoreCase(record.get("kind").strip())) {
                        groups.add(new ArrayList<>());
                    } else if (groups.isEmpty()) {
                        throw FileText.malformed(line(record), "a " + Weights.abbreviate(record.get("kind")) + " row before any question row");
                    }
                    groups.get(groups.size() - 1).add(record);
                }
            } catch (UncheckedIOException | IllegalStateException e) {
                throw FileText.malformed((int) parser.getCurrentLineNumber(), "not valid CSV: " + e.getMessage());
            }
        } catch (IOException | UncheckedIOException | IllegalArgumentException | IllegalStateException e) {
            // Commons CSV reports a duplicate, blank or unclosed header as one of these.
            throw FileText.malformed(1, "not a valid CSV header: " + e.getMessage());
        }
        Build build = new Build();
        for (List<CSVRecord> group : groups) {
            CSVRecord head = group.get(0);
            String name = Build.blankToNull(head.get("name"));
            build.add(line(head), name, () -> question(group, build.order(), name));
        }
        return build.result();
    }

    private static int line(CSVRecord record) {
        return (int) Math.min(Integer.MAX_VALUE, record.getRecordNumber() + 1);
    }

    private static InterchangeQuestion question(List<CSVRecord> group, int order, String name) {
        CSVRecord head = group.get(0);
        QuestionType type;
        try {
            type = QuestionType.valueOf(head.get("type").strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new Unsupported("unknown question type '" + Weights.abbreviate(head.get("type")) + "'");
        }
        List<CSVRecord> rows = group.subList(1, group.size());
        List<Option> options = new ArrayList<>();
        QuestionSpec spec;
        switch (type) {
            case SINGLE_CHOICE, MULTIPLE_CHOICE, TRUE_FALSE -> {
                for (CSVRecord row : rows(rows, "option")) {
                    options.add(Build.option(options.size(), row.get("text"), decimal(row, "points", BigDecimal.ZERO),
                            bool(row, "correct"), row.get("feedback")));
                }
                spec = type == QuestionType.SINGLE_CHOICE ? SingleChoiceSpec.INSTANCE
                        : type == QuestionType.MULTIPLE_CHOICE ? new MultipleChoiceSpec(points(head), scoring(head))
                        : new TrueFalseSpec(points(head));
            }
            case SHORT_ANSWER -> spec = new ShortAnswerSpec(rows(rows, "accepted").stream()
                    .map(r -> new ShortAnswerSpec.Accepted(r.get("text"), decimal(r, "points", Weights.DEFAULT_GRADE))).toList(),
                    bool(head, "exact"), bool(head, "manual_review"));
            case NUMERIC -> spec = new NumericSpec(rows(rows, "accepted").stream()
                    .map(r -> new NumericSpec.Accepted(decimal(r, "value", null), decimal(r, "tolerance", BigDecimal.ZERO),
                            tolerance(r), decimal(r, "points", Weights.DEFAULT_GRADE))).toList());
            case ESSAY -> spec = EssaySpec.of(points(head), head.get("max_length").isBlank() ? null
                    : Weights.integer(head.get("max_length"), "max_length"));
            case MATCHING -> {
                List<MatchingSpec.Pair> pairs = new ArrayList<>();
                List<String> distractors = new ArrayList<>();
                for (CSVRecord row : rows) {
                    String kind = row.get("kind").strip().toLowerCase(Locale.ROOT);
                    if (kind.equals("pair")) {
                        pairs.add(new MatchingSpec.Pair(Build.pairId(pairs.size()), row.get("text"), row.get("match")));
                    } else if (kind.equals("distractor")) {
                        distractors.add(row.get("match"));
                    } else {
                        throw new Unsupported("a MATCHING question takes pair and distractor rows, not " + Weights.abbreviate(kind));
                    }
                }
                spec = new MatchingSpec(pairs, distractors, points(head), scoring(head));
            }
            default -> {
                List<OrderingSpec.Item> items = new ArrayList<>();
                rows(rows, "item").forEach(r -> items.add(new OrderingSpec.Item(Build.itemId(items.size()), r.get("text"))));
                spec = new OrderingSpec(items, points(head), scoring(head));
            }
        }
        return new InterchangeQuestion(Build.question(line(head), order, head.get("text"), options, spec, head.get("feedback")),
                split(head.get("category"), CsvColumns.CATEGORY_SEPARATOR), name, split(head.get("tags"), CsvColumns.TAG_SEPARATOR));
    }

    private static List<CSVRecord> rows(List<CSVRecord> rows, String kind) {
        for (CSVRecord row : rows) {
            if (!kind.equalsIgnoreCase(row.get("kind").strip())) {
                throw new Unsupported("line " + line(row) + ": expected a " + kind + " row, not " + Weights.abbreviate(row.get("kind")));
            }
        }
        return rows;
    }

    private static List<String> split(String value, String separator) {
        return Arrays.stream(value.split(java.util.regex.Pattern.quote(separator))).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    private static BigDecimal points(CSVRecord head) {
        return decimal(head, "points", Weights.DEFAULT_GRADE);
    }

    private static BigDecimal decimal(CSVRecord row, String column, BigDecimal fallback) {
        String value = row.get(column);
        if (value.isBlank()) {
            if (fallback == null) {
                throw new Unsupported(column + " is required");
            }
            return fallback;
        }
        return Weights.parse(value, column);
    }

    private static boolean bool(CSVRecord row, String column) {
        String value = row.get(column).strip().toLowerCase(Locale.ROOT);
        if (value.isEmpty() || value.equals("false") || value.equals("0")) {
            return false;
        }
        if (value.equals("true") || value.equals("1")) {
            return true;
        }
        throw new Unsupported(column + " must be true or false, not '" + Weights.abbreviate(value) + "'");
    }

    private static Scoring scoring(CSVRecord head) {
        String value = head.get("scoring").strip().toUpperCase(Locale.ROOT);
        try {
            return value.isEmpty() ? Scoring.PARTIAL : Scoring.valueOf(value);
        } catch (IllegalArgumentException e) {
            throw new Unsupported("unknown scoring '" + Weights.abbreviate(value) + "'");
        }
    }

    private static ToleranceType tolerance(CSVRecord row) {
        String value = row.get("tolerance_type").strip().toUpperCase(Locale.ROOT);
        try {
            return value.isEmpty() ? ToleranceType.ABSOLUTE : ToleranceType.valueOf(value);
        } catch (IllegalArgumentException e) {
            throw new Unsupported("unknown tolerance_type '" + Weights.abbreviate(value) + "'");
        }
    }
}
