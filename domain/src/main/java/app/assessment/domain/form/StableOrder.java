package app.assessment.domain.form;

import app.assessment.domain.shared.Sha256;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * An order for lists shown to a participant that reveals nothing of the key yet is the same on
 * every read: sorted by a hash of the question id and each entry's id (or text). Shuffling per
 * attempt is left to the attempts work (ADR 0049).
 */
final class StableOrder {

    private StableOrder() {
    }

    static <T> List<T> of(String questionId, List<T> values, Function<T, String> key) {
        return values.stream().sorted(Comparator.comparing((T v) -> Sha256.hex(questionId + "\n" + key.apply(v)))).toList();
    }
}
