package app.assessment.adapters.interchange;

import app.assessment.application.port.out.bank.InterchangeQuestion;
import app.assessment.application.port.out.bank.ParsedQuestions;
import app.assessment.domain.form.Option;
import app.assessment.domain.form.Question;
import app.assessment.domain.form.QuestionSpec;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The questions of one file as they are read: ids by position (the bank or form that takes them assigns its
 * own), and every question either whole or skipped with its reason.
 */
final class Build {

    private final List<ParsedQuestions.Parsed> questions = new ArrayList<>();
    private final List<ParsedQuestions.Skipped> skipped = new ArrayList<>();

    static String optionId(int index) {
        return "o" + (index + 1);
    }

    static String pairId(int index) {
        return "p" + (index + 1);
    }

    static String itemId(int index) {
        return "i" + (index + 1);
    }

    static Option option(int index, String text, BigDecimal points, boolean correct, String feedback) {
        return new Option(optionId(index), text, points, correct, blankToNull(feedback));
    }

    static Question question(int position, int order, String text, List<Option> options, QuestionSpec spec, String feedback) {
        return new Question("q" + position, text, order, options, spec, blankToNull(feedback));
    }

    static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }

    /** The next question's order among those read. */
    int order() {
        return questions.size();
    }

    /** Adds what {@code read} builds, or a skip naming why the service cannot hold it. */
    void add(int position, String name, Supplier<InterchangeQuestion> read) {
        try {
            questions.add(new ParsedQuestions.Parsed(position, read.get()));
        } catch (Unsupported e) {
            skip(position, name, e.getMessage());
        } catch (DomainException e) {
            skip(position, name, e.getMessage());
        }
    }

    void skip(int position, String name, String reason) {
        skipped.add(new ParsedQuestions.Skipped(position, blankToNull(name), reason));
    }

    ParsedQuestions result() {
        return new ParsedQuestions(questions, skipped);
    }
}
