package app.assessment.adapters.persistence.shared;

import app.assessment.domain.form.ScoreRange;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/** Score ranges are stored as a JSON array of {min, max, label, color} (forms and submission snapshots). */
@ApplicationScoped
public class ScoreRangesJson {

    private static final TypeReference<List<ScoreRange>> RANGES = new TypeReference<>() {
    };

    private final ObjectMapper json;

    public ScoreRangesJson(ObjectMapper json) {
        this.json = json;
    }

    public List<ScoreRange> read(String stored) {
        try {
            return json.readValue(stored, RANGES);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("Stored score ranges are not valid JSON", e);
        }
    }

    public String write(List<ScoreRange> ranges) {
        try {
            return json.writeValueAsString(ranges);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("Score ranges are not serialisable", e);
        }
    }
}
