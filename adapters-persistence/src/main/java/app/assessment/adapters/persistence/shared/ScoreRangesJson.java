package app.assessment.adapters.persistence.shared;

import app.assessment.domain.form.ScoreRange;
import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;

/** Score ranges are stored as a JSON array of {min, max, label, color} (forms and submission snapshots). */
@ApplicationScoped
public class ScoreRangesJson {

    private static final TypeReference<List<ScoreRange>> RANGES = new TypeReference<>() {
    };

    private final JsonColumns json;

    public ScoreRangesJson(JsonColumns json) {
        this.json = json;
    }

    public List<ScoreRange> read(String stored) {
        return json.read(stored, RANGES, "score ranges");
    }

    public String write(List<ScoreRange> ranges) {
        return json.write(ranges, "Score ranges");
    }
}
