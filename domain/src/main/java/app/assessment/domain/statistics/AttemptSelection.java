package app.assessment.domain.statistics;

import app.assessment.domain.shared.Check;

/** Which completed attempts the statistics describe; each is an accumulator of its own (ADR 0055). */
public enum AttemptSelection {
    /** The attempts each assignment's grading policy keeps (every one, for one attempt per assignment). */
    COUNTED("C"),
    FIRST("F"),
    ALL("A");

    private final String code;

    AttemptSelection(String code) {
        this.code = code;
    }

    /** The one-letter key of the accumulator's rows. */
    public String code() {
        return code;
    }

    public static AttemptSelection fromWire(String field, String value) {
        return value == null ? COUNTED : Check.wire(field, value.toUpperCase(java.util.Locale.ROOT), values(), Enum::name);
    }

    /** Whether an attempt with this number and counted flag belongs to this selection. */
    public boolean includes(int attemptNumber, boolean counted) {
        return switch (this) {
            case COUNTED -> counted;
            case FIRST -> attemptNumber == 1;
            case ALL -> true;
        };
    }
}
