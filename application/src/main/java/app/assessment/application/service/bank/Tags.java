package app.assessment.application.service.bank;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** A question's tags: trimmed, each once, in the order given; a filter compares them exactly. */
final class Tags {

    static final int MAX = 30;
    static final int LENGTH_MAX = 100;

    private Tags() {
    }

    static List<String> of(List<String> tags) {
        if (tags == null) {
            return List.of();
        }
        Set<String> kept = new LinkedHashSet<>();
        for (int i = 0; i < tags.size(); i++) {
            kept.add(Check.text("tags[" + i + "]", tags.get(i) == null ? null : tags.get(i).strip(), LENGTH_MAX));
        }
        if (kept.size() > MAX) {
            throw DomainException.invalid("tags", "must have at most " + MAX + " entries");
        }
        return new ArrayList<>(kept);
    }
}
