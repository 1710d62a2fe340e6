package app.assessment.application.port.out.bank;

import java.util.List;

/**
 * What a file held: the questions read, each with its position (the line of a GIFT question or CSV record, the
 * 1-based index of a Moodle XML {@code <question>} element), and those skipped with the reason.
 */
public record ParsedQuestions(List<Parsed> questions, List<Skipped> skipped) {

    public ParsedQuestions {
        questions = List.copyOf(questions);
        skipped = List.copyOf(skipped);
    }

    public record Parsed(int position, InterchangeQuestion question) {
    }

    /** {@code name} is the question's title when the file gave one, else null. */
    public record Skipped(int position, String name, String reason) {
    }
}
