package app.assessment.domain.form;

import app.assessment.domain.shared.Check;
import app.assessment.domain.shared.DomainException;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A question of a form with its options in the order the author gave them. */
public record Question(String id, String text, int order, List<Option> options) {

    public static final int TEXT_MAX = 2000;

    public Question {
        Check.id("id", id);
        Check.text("text", text, TEXT_MAX);
        if (order < 0) {
            throw DomainException.invalid("order", "must be at least 0");
        }
        options = Check.list("options", options);
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < options.size(); i++) {
            Integer first = seen.putIfAbsent(options.get(i).id(), i);
            if (first != null) {
                throw DomainException.invalid("options[" + i + "].id", "duplicates options[" + first + "].id");
            }
        }
    }

    public Optional<Option> option(String optionId) {
        return options.stream().filter(o -> o.id().equals(optionId)).findFirst();
    }

    /** The most a participant can score here; a question without options is worth nothing. */
    public BigDecimal bestPoints() {
        return options.stream().map(Option::points).max(BigDecimal::compareTo)
                .orElse(BigDecimal.ZERO.setScale(2));
    }
}
