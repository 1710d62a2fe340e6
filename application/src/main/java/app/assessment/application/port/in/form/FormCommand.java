package app.assessment.application.port.in.form;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A form as a client sends it for create or update. Questions and options keep the ids they
 * are sent with; those without one are new. {@code type} and {@code targetAudience} are
 * upper-case words (defaults {@code TEST} and {@code STUDENT}). {@code attemptSettings} are the
 * defaults of the form's assignments: a form update replaces them (what it does not name is the default).
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
        List<QuestionInput> questions,
        AttemptSettings.Overrides attemptSettings,
        List<SectionInput> sections,
        boolean shuffleQuestions,
        boolean shuffleOptions) {

    private static final String WORD = "[A-Z][A-Z0-9_]{0,49}";

    public FormCommand {
        Objects.requireNonNull(caller, "caller");
        type = word("type", type, "TEST");
        targetAudience = word("targetAudience", targetAudience, "STUDENT");
        scoreRanges = scoreRanges == null ? List.of() : List.copyOf(scoreRanges);
        questions = questions == null ? List.of() : List.copyOf(questions);
        attemptSettings = attemptSettings == null ? AttemptSettings.Overrides.NONE : attemptSettings;
    }

    /** A form sent the old way: its questions only, one fixed section (ADR 0053). */
    public FormCommand(Caller caller, String title, String description, String category, String type, String targetAudience,
                       boolean published, boolean template, List<RangeInput> scoreRanges, List<QuestionInput> questions,
                       AttemptSettings.Overrides attemptSettings) {
        this(caller, title, description, category, type, targetAudience, published, template, scoreRanges, questions,
                attemptSettings, null, false, false);
    }

    /** A form with the default attempt settings. */
    public FormCommand(Caller caller, String title, String description, String category, String type, String targetAudience,
                       boolean published, boolean template, List<RangeInput> scoreRanges, List<QuestionInput> questions) {
        this(caller, title, description, category, type, targetAudience, published, template, scoreRanges, questions, null);
    }

    /**
     * A section: its own {@code questions} or a {@code draw} from a bank, not both; {@code shuffle} false pins its
     * order when the form shuffles (absent: follows the form).
     */
    public record SectionInput(String title, List<QuestionInput> questions, DrawInput draw, Boolean shuffle) {
    }

    /** Draws {@code count} of the bank's live questions in {@code category} (its subcategories too when asked) carrying every tag. */
    public record DrawInput(String bankId, String category, Boolean includeSubcategories, List<String> tags, Integer count) {
    }

    public record RangeInput(BigDecimal min, BigDecimal max, String label, String color) {
    }

    /**
     * A question; {@code type} absent is single choice. The other fields are the key of the types
     * that use them (ADR 0049): {@code points} and {@code scoring} (MULTIPLE_CHOICE, TRUE_FALSE, ESSAY,
     * MATCHING, ORDERING), {@code accepted} (NUMERIC, SHORT_ANSWER), {@code exact} and
     * {@code manualReviewWhenUnmatched} (SHORT_ANSWER), {@code maxLength} (ESSAY), {@code pairs} and
     * {@code distractors} (MATCHING), {@code items} in the right order (ORDERING).
     */
    public record QuestionInput(String id, String text, Integer order, List<OptionInput> options, String type,
                                BigDecimal points, String scoring, List<AcceptedInput> accepted, Boolean exact,
                                Boolean manualReviewWhenUnmatched, Integer maxLength, List<PairInput> pairs,
                                List<String> distractors, List<ItemInput> items, String feedback) {
        public QuestionInput {
            options = options == null ? List.of() : options;
        }

        /** A single-choice question, as every question was before question types. */
        public QuestionInput(String id, String text, Integer order, List<OptionInput> options) {
            this(id, text, order, options, null, null, null, null, null, null, null, null, null, null, null);
        }
    }

    /** {@code correct} is the key of MULTIPLE_CHOICE and TRUE_FALSE options, whose points are then 0 when absent. */
    public record OptionInput(String id, String text, BigDecimal points, Boolean correct, String feedback) {
        public OptionInput(String id, String text, BigDecimal points) {
            this(id, text, points, null, null);
        }
    }

    /** An accepted NUMERIC value ({@code value}, {@code tolerance}, {@code toleranceType}) or SHORT_ANSWER {@code text}. */
    public record AcceptedInput(BigDecimal value, BigDecimal tolerance, String toleranceType, String text, BigDecimal points) {
    }

    /** A MATCHING pair; without an id it gets a new one. */
    public record PairInput(String id, String prompt, String match) {
    }

    /** An ORDERING item; without an id it gets a new one. */
    public record ItemInput(String id, String text) {
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
