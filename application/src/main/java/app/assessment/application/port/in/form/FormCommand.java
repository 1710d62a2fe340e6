package app.assessment.application.port.in.form;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A form as a client sends it for create or update. Questions and options keep the ids they
 * are sent with; those without one are new. {@code type} and {@code targetAudience} are
 * upper-case words (defaults {@code TEST} and {@code STUDENT}).
 */
public record FormCommand(
        Caller caller,
        String title,
        String description,
        String category,
        String type,
        String targetAudience,
        boolean published,
        boolean template,
        List<RangeInput> scoreRanges,
        List<QuestionInput> questions) {

    private static final String WORD = "[A-Z][A-Z0-9_]{0,49}";

    public FormCommand {
        Objects.requireNonNull(caller, "caller");
        type = word("type", type, "TEST");
        targetAudience = word("targetAudience", targetAudience, "STUDENT");
        scoreRanges = scoreRanges == null ? List.of() : List.copyOf(scoreRanges);
        questions = questions == null ? List.of() : List.copyOf(questions);
    }

    public record RangeInput(BigDecimal min, BigDecimal max, String label, String color) {
    }

    public record QuestionInput(String id, String text, Integer order, List<OptionInput> options) {
        public QuestionInput {
            options = options == null ? List.of() : options;
        }
    }

    public record OptionInput(String id, String text, BigDecimal points) {
    }

    private static String word(String field, String value, String fallback) {
        if (value == null || value.isBlank()) {
            return fallback;
        }
        String upper = value.strip().toUpperCase(Locale.ROOT);
        if (!upper.matches(WORD)) {
            throw DomainException.invalid(field, "must be a word of letters, digits and '_' (e.g. " + fallback + ")");
        }
        return upper;
    }
}
