package app.assessment.domain.form;

/** What kind of answer a question takes and how it is scored (ADR 0049). */
public enum QuestionType {
    SINGLE_CHOICE("optionId"),
    MULTIPLE_CHOICE("optionIds"),
    TRUE_FALSE("optionId"),
    NUMERIC("number"),
    SHORT_ANSWER("text"),
    ESSAY("text"),
    MATCHING("pairs"),
    ORDERING("order");

    private final String answerShape;

    QuestionType(String answerShape) {
        this.answerShape = answerShape;
    }

    /** Answered by choosing among the question's options. */
    public boolean isChoice() {
        return this == SINGLE_CHOICE || this == MULTIPLE_CHOICE || this == TRUE_FALSE;
    }

    /** Options carry the key as {@code correct}, the question carries the points (ADR 0049). */
    public boolean keyedByCorrect() {
        return this == MULTIPLE_CHOICE || this == TRUE_FALSE;
    }

    /** The answer shape this type takes, as {@link Answer#shape()} names it. */
    public String answerShape() {
        return answerShape;
    }
}
