package app.assessment.domain.form;

import app.assessment.domain.shared.DomainException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Picks k of n ids uniformly, those the participant has not seen first: a later attempt gets fresh
 * questions while enough remain, and only the shortfall is drawn (uniformly) from the seen ones.
 */
public final class Draw {

    private Draw() {
    }

    /**
     * {@code count} distinct ids of {@code candidates}, in the random order drawn. Conflict
     * {@code DRAW_UNAVAILABLE} when fewer than {@code count} candidates remain.
     */
    public static List<String> pick(List<String> candidates, Collection<String> seen, int count, RandomGenerator random) {
        if (count > candidates.size()) {
            throw DomainException.conflict("DRAW_UNAVAILABLE",
                    "the draw asks " + count + " questions and " + candidates.size() + " remain");
        }
        List<String> unseen = new ArrayList<>();
        List<String> seenBefore = new ArrayList<>();
        for (String id : candidates) {
            (seen.contains(id) ? seenBefore : unseen).add(id);
        }
        if (unseen.size() >= count) {
            return sample(unseen, count, random);
        }
        List<String> picked = new ArrayList<>(unseen);
        picked.addAll(sample(seenBefore, count - unseen.size(), random));
        return Shuffle.of(picked, random);
    }

    /** A partial Fisher–Yates: every ordered k-subset equally likely. */
    private static List<String> sample(List<String> from, int count, RandomGenerator random) {
        List<String> pool = new ArrayList<>(from);
        for (int i = 0; i < count; i++) {
            int j = i + random.nextInt(pool.size() - i);
            String swapped = pool.get(i);
            pool.set(i, pool.get(j));
            pool.set(j, swapped);
        }
        return List.copyOf(pool.subList(0, count));
    }
}
