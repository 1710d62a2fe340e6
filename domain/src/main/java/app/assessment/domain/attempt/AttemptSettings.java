package app.assessment.domain.attempt;

import app.assessment.domain.shared.Check;
import java.util.Optional;

/**
 * How a form's assignments are taken: a time limit enforced by the server with some network
 * slack, how many attempts and which of them makes the score, the pause between attempts, and
 * when the participant's review shows the score, the correct answers and the feedback.
 *
 * <p>{@link #DEFAULTS} is the service as it was before attempts: untimed, one attempt, the score
 * shown at once and nothing else. A form carries its settings as the defaults of the assignments
 * made from it; an assignment keeps the settings it was made with (the form's, overridden by the
 * assignment's own), so a later edit of the form does not change a test someone is taking.
 *
 * @param timeLimitSeconds null when untimed
 * @param attemptsAllowed  null when unlimited
 */
public record AttemptSettings(
        Integer timeLimitSeconds,
        int graceSeconds,
        Integer attemptsAllowed,
        GradingPolicy gradingPolicy,
        int attemptCooldownSeconds,
        Release showScore,
        Release showCorrectAnswers,
        Release showFeedback) {

    public static final int TIME_LIMIT_MIN = 10;
    public static final int TIME_LIMIT_MAX = 86_400;
    public static final int GRACE_MAX = 600;
    public static final int DEFAULT_GRACE = 30;
    public static final int ATTEMPTS_MAX = 100;
    public static final int COOLDOWN_MAX = 31_536_000;

    public static final AttemptSettings DEFAULTS = new AttemptSettings(null, DEFAULT_GRACE, 1, GradingPolicy.HIGHEST, 0,
            Release.IMMEDIATELY, Release.NEVER, Release.NEVER);

    public AttemptSettings {
        if (timeLimitSeconds != null) {
            Check.between("timeLimitSeconds", timeLimitSeconds, TIME_LIMIT_MIN, TIME_LIMIT_MAX);
        }
        Check.between("graceSeconds", graceSeconds, 0, GRACE_MAX);
        if (attemptsAllowed != null) {
            Check.between("attemptsAllowed", attemptsAllowed, 1, ATTEMPTS_MAX);
        }
        Check.required("gradingPolicy", gradingPolicy);
        Check.between("attemptCooldownSeconds", attemptCooldownSeconds, 0, COOLDOWN_MAX);
        Check.required("showScore", showScore);
        Check.required("showCorrectAnswers", showCorrectAnswers);
        Check.required("showFeedback", showFeedback);
    }

    /** Named so that Jackson, writing the settings to storage, does not take it for a property. */
    public boolean sameAsDefaults() {
        return equals(DEFAULTS);
    }

    public boolean timed() {
        return timeLimitSeconds != null;
    }

    /** One attempt, as before attempts existed: a submit needs no explicit start unless the test is timed. */
    public boolean singleAttempt() {
        return attemptsAllowed != null && attemptsAllowed == 1;
    }

    /** Whether an explicit start must come before drafts and submit. */
    public boolean startRequired() {
        return timed() || !singleAttempt();
    }

    /** These settings with each field the overrides carry put in its place. */
    public AttemptSettings overriddenBy(Overrides o) {
        if (o == null) {
            return this;
        }
        return new AttemptSettings(
                o.timeLimitSeconds() != null ? o.timeLimitSeconds().orElse(null) : timeLimitSeconds,
                o.graceSeconds() != null ? o.graceSeconds() : graceSeconds,
                o.attemptsAllowed() != null ? o.attemptsAllowed().orElse(null) : attemptsAllowed,
                o.gradingPolicy() != null ? o.gradingPolicy() : gradingPolicy,
                o.attemptCooldownSeconds() != null ? o.attemptCooldownSeconds() : attemptCooldownSeconds,
                o.showScore() != null ? o.showScore() : showScore,
                o.showCorrectAnswers() != null ? o.showCorrectAnswers() : showCorrectAnswers,
                o.showFeedback() != null ? o.showFeedback() : showFeedback);
    }

    /**
     * Settings a request names, each null when not named. The two that may be set to "none"
     * ({@code timeLimitSeconds}: untimed, {@code attemptsAllowed}: unlimited) are an empty
     * Optional for "none" and null for "not named".
     */
    public record Overrides(
            Optional<Integer> timeLimitSeconds,
            Integer graceSeconds,
            Optional<Integer> attemptsAllowed,
            GradingPolicy gradingPolicy,
            Integer attemptCooldownSeconds,
            Release showScore,
            Release showCorrectAnswers,
            Release showFeedback) {

        public static final Overrides NONE = new Overrides(null, null, null, null, null, null, null, null);

        public boolean isEmpty() {
            return equals(NONE);
        }
    }
}
