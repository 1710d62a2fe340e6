package app.assessment.adapters.persistence.shared;

import app.assessment.domain.form.ScoreRange;
import com.fasterxml.jackson.core.type.TypeReference;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import jakarta.inject.Singleton;
import java.util.List;

/**
 * Score ranges are stored as a JSON array of {min, max, label, color} (forms and submission snapshots).
 * A singleton, so injected as itself: list rows call it once each, and the client proxy of an
 * application-scoped bean looked its instance up on every call (a tenth of the reports list's row
 * mapping).
 */
@Singleton
public class ScoreRangesJson {

    private static final TypeReference<List<ScoreRange>> RANGES = new TypeReference<>() {
    };

    private final JsonColumns json;
    /**
     * Every row of a reports page carries its form's ranges, and a page holds a few forms: parsing
     * and validating each row's copy was a sixth of the list's allocations. Keyed by the stored
     * text (never null: the columns are not null), bounded by its length; the lists are immutable, so rows share them.
     */
    private final Cache<String, List<ScoreRange>> parsed = Caffeine.newBuilder()
            .maximumWeight(256 * 1024).weigher((String stored, List<ScoreRange> ranges) -> stored.length()).build();

    public ScoreRangesJson(JsonColumns json) {
        this.json = json;
    }

    public List<ScoreRange> read(String stored) {
        return parsed.get(stored, text -> List.copyOf(json.read(text, RANGES, "score ranges")));
    }

    public String write(List<ScoreRange> ranges) {
        return json.write(ranges, "Score ranges");
    }
}
