package app.assessment.adapters.rest.attempt;

import app.assessment.domain.attempt.AttemptSettings;
import app.assessment.domain.attempt.GradingPolicy;
import app.assessment.domain.attempt.Release;
import app.assessment.domain.shared.DomainException;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The attempt settings as a form or an assignment answers them: all eight fields, unwrapped into
 * the enclosing body, when they differ from the defaults; none at all when they do not, so a
 * client that never set them reads exactly what it read before attempts existed. Nulls are
 * meaningful here (untimed, unlimited), hence ALWAYS.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record AttemptSettingsBody(
        @Schema(description = "Null: untimed") Integer timeLimitSeconds,
        int graceSeconds,
        @Schema(description = "Null: unlimited") Integer attemptsAllowed,
        String gradingPolicy,
        int attemptCooldownSeconds,
        String showScore,
        String showCorrectAnswers,
        String showFeedback) {

    public static final String DESCRIPTION = "Attempt settings (ADR 0051), each optional: `timeLimitSeconds` (10 to 86400; null or "
            + "absent: untimed), `graceSeconds` (0 to 600, default 30: network slack after the deadline), `attemptsAllowed` (1 to "
            + "100, default 1; null: unlimited), `gradingPolicy` (`HIGHEST` default | `LAST` | `FIRST` | `AVERAGE`), "
            + "`attemptCooldownSeconds` (default 0), `showScore` (default `IMMEDIATELY`), `showCorrectAnswers` and `showFeedback` "
            + "(default `NEVER`), each `IMMEDIATELY` | `AFTER_CLOSE` | `AFTER_GRADING` | `NEVER`. Reads show all eight only when "
            + "they differ from the defaults.";

    /** Null (nothing written) for the defaults. */
    public static AttemptSettingsBody orNull(AttemptSettings s) {
        return s.sameAsDefaults() ? null : new AttemptSettingsBody(s.timeLimitSeconds(), s.graceSeconds(), s.attemptsAllowed(),
                s.gradingPolicy().name(), s.attemptCooldownSeconds(), s.showScore().name(), s.showCorrectAnswers().name(),
                s.showFeedback().name());
    }

    /**
     * The settings a request names. {@code timeLimitSeconds} and {@code attemptsAllowed} come as
     * JSON nodes because null means something for them (untimed, unlimited): Jackson gives null
     * when the field is absent and a NullNode when it is sent as null.
     */
    public static AttemptSettings.Overrides overrides(JsonNode timeLimitSeconds, Integer graceSeconds,
                                                      JsonNode attemptsAllowed, String gradingPolicy,
                                                      Integer attemptCooldownSeconds, String showScore,
                                                      String showCorrectAnswers, String showFeedback) {
        return new AttemptSettings.Overrides(nullable("timeLimitSeconds", timeLimitSeconds), graceSeconds,
                nullable("attemptsAllowed", attemptsAllowed),
                gradingPolicy == null ? null : GradingPolicy.fromWire("gradingPolicy", gradingPolicy), attemptCooldownSeconds,
                release("showScore", showScore), release("showCorrectAnswers", showCorrectAnswers),
                release("showFeedback", showFeedback));
    }

    /** Null: not named; empty: sent as null; otherwise the whole number sent. */
    private static Optional<Integer> nullable(String field, JsonNode node) {
        if (node == null) {
            return null;
        }
        if (node.isNull()) {
            return Optional.empty();
        }
        if (!node.isIntegralNumber() || !node.canConvertToInt()) {
            throw DomainException.invalid(field, "must be a whole number or null");
        }
        return Optional.of(node.intValue());
    }

    private static Release release(String field, String value) {
        return value == null ? null : Release.fromWire(field, value);
    }
}
