package app.assessment.domain.form;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.random.RandomGenerator;

/** Fisher–Yates over a given generator, so an attempt's orders follow from its seed alone. */
public final class Shuffle {

    private Shuffle() {
    }

    /** A uniformly random permutation of {@code values}; the list given is not changed. */
    public static <T> List<T> of(List<T> values, RandomGenerator random) {
        List<T> shuffled = new ArrayList<>(values);
        for (int i = shuffled.size() - 1; i > 0; i--) {
            Collections.swap(shuffled, i, random.nextInt(i + 1));
        }
        return List.copyOf(shuffled);
    }
}
