package app.assessment.adapters.interchange;

import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.domain.form.EssaySpec;
import app.assessment.domain.form.MatchingSpec;
import app.assessment.domain.form.MultipleChoiceSpec;
import app.assessment.domain.form.NumericSpec;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.OrderingSpec;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.ShortAnswerSpec;
import app.assessment.domain.form.TrueFalseSpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVPrinter;

/** Writes {@link CsvColumns}' layout; every type fits it, so nothing needs an extension. */
final class CsvWriter {

    String write(List<InterchangeQuestion> questions) {
        StringBuilder out = new StringBuilder();
        try (CSVPrinter printer = new CSVPrinter(out, CsvColumns.FORMAT.builder().setSkipHeaderRecord(false).get())) {
            for (InterchangeQuestion q : questions) {
                question(printer, q);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    private static void question(CSVPrinter printer, InterchangeQuestion q) throws IOException {
        Question question = q.question();
        Map<String, Object> row = row("question");
        row.put("type", question.type().name());
        row.put("name", q.name());
        row.put("category", String.join(CsvColumns.CATEGORY_SEPARATOR, q.categoryPath()));
        row.put("tags", String.join(CsvColumns.TAG_SEPARATOR, q.tags()));
        row.put("text", question.text());
        row.put("feedback", question.feedback());
        Rows children = new Rows();
        if (question.spec() instanceof MultipleChoiceSpec s) {
            row.put("points", s.points());
            row.put("scoring", s.scoring());
        } else if (question.spec() instanceof TrueFalseSpec s) {
            row.put("points", s.points());
        } else if (question.spec() instanceof EssaySpec s) {
            row.put("points", s.points());
            row.put("max_length", s.maxLength());
        } else if (question.spec() instanceof ShortAnswerSpec s) {
            row.put("exact", s.exact());
            row.put("manual_review", s.manualReviewWhenUnmatched());
            s.accepted().forEach(a -> children.add(row("accepted"), "text", a.text(), "points", a.points()));
        } else if (question.spec() instanceof NumericSpec s) {
            s.accepted().forEach(a -> children.add(row("accepted"), "value", a.value(), "tolerance", a.tolerance(),
                    "tolerance_type", a.toleranceType(), "points", a.points()));
        } else if (question.spec() instanceof MatchingSpec s) {
            row.put("points", s.points());
            row.put("scoring", s.scoring());
            s.pairs().forEach(p -> children.add(row("pair"), "text", p.prompt(), "match", p.match()));
            s.distractors().forEach(d -> children.add(row("distractor"), "match", d));
        } else if (question.spec() instanceof OrderingSpec s) {
            row.put("points", s.points());
            row.put("scoring", s.scoring());
            s.items().forEach(i -> children.add(row("item"), "text", i.text()));
        }
        for (Option o : question.options()) {
            children.add(row("option"), "text", o.text(), "points", o.points(), "correct", o.correct(), "feedback", o.feedback());
        }
        print(printer, row);
        for (Map<String, Object> child : children.rows) {
            print(printer, child);
        }
    }

    private static Map<String, Object> row(String kind) {
        Map<String, Object> row = new HashMap<>();
        row.put("kind", kind);
        return row;
    }

    private static void print(CSVPrinter printer, Map<String, Object> row) throws IOException {
        for (String column : CsvColumns.HEADER) {
            Object value = row.get(column);
            printer.print(value instanceof BigDecimal d ? d.toPlainString() : value == null ? "" : value.toString());
        }
        printer.println();
    }

    private static final class Rows {
        final java.util.List<Map<String, Object>> rows = new java.util.ArrayList<>();

        void add(Map<String, Object> row, Object... pairs) {
            for (int i = 0; i < pairs.length; i += 2) {
                row.put((String) pairs[i], pairs[i + 1]);
            }
            rows.add(row);
        }
    }
}
