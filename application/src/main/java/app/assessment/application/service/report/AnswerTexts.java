package app.assessment.application.service.report;

import app.assessment.domain.form.AnswerSnapshot;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * An answer of any type as one readable text for the PDF (Portuguese, as the report is): the
 * chosen options, the number, the text, the pairs, the order, then whether it awaits a grader
 * and the grader's comment. Null when nothing was given, as an unanswered single choice.
 */
final class AnswerTexts {
    private AnswerTexts() {
    }

    static String readable(AnswerSnapshot a) {
        List<String> parts = new ArrayList<>(3);
        String given = given(a);
        if (given != null) {
            parts.add(given);
        }
        if (a.awaitsGrading()) {
            parts.add("(aguardando correção)");
        }
        if (a.comment() != null && !a.comment().isBlank()) {
            parts.add("Comentário: " + a.comment());
        }
        return parts.isEmpty() ? null : String.join(" ", parts);
    }

    private static String given(AnswerSnapshot a) {
        if (a.options() != null) {
            return a.options().isEmpty() ? "(nenhuma opção)"
                    : a.options().stream().map(AnswerSnapshot.Shown::text).collect(Collectors.joining("; "));
        }
        if (a.number() != null) {
            return a.number().toPlainString().replace('.', ',');
        }
        if (a.text() != null) {
            return a.text();
        }
        if (a.pairs() != null) {
            return a.pairs().stream().map(p -> p.prompt() + ": " + p.match()).collect(Collectors.joining("; "));
        }
        if (a.order() != null) {
            List<String> items = new ArrayList<>(a.order().size());
            for (int i = 0; i < a.order().size(); i++) {
                items.add((i + 1) + ". " + a.order().get(i).text());
            }
            return String.join("; ", items);
        }
        return a.optionText();
    }
}
