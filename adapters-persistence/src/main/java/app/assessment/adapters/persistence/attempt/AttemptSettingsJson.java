package app.assessment.adapters.persistence.attempt;

import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.domain.attempt.AttemptSettings;
import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * A form's or an assignment's attempt settings as a jsonb column: null for the defaults, so rows
 * written before attempts existed, and every row that keeps today's behaviour, store nothing.
 */
@ApplicationScoped
public class AttemptSettingsJson {

    private static final TypeReference<AttemptSettings> TYPE = new TypeReference<>() {
    };

    private final JsonColumns json;

    public AttemptSettingsJson(JsonColumns json) {
        this.json = json;
    }

    public String write(AttemptSettings settings) {
        return settings == null || settings.sameAsDefaults() ? null : json.write(settings, "Attempt settings");
    }

    public AttemptSettings read(String stored) {
        return stored == null ? AttemptSettings.DEFAULTS : json.read(stored, TYPE, "attempt settings");
    }
}
