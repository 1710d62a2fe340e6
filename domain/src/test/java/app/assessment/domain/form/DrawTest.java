package app.assessment.domain.form;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.assessment.domain.shared.DomainException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class DrawTest {

    private static final int RUNS = 10_000;

    private static List<String> ids(int n) {
        return IntStream.range(0, n).mapToObj(i -> "q" + i).toList();
    }

    @Test
    void everyItemIsDrawnEquallyOftenOverTenThousandDraws() {
        List<String> candidates = ids(20);
        RandomGenerator random = new SplittableRandom(45);
        Map<String, Long> counts = new HashMap<>();
        for (int run = 0; run < RUNS; run++) {
            List<String> picked = Draw.pick(candidates, Set.of(), 5, random);
            assertThat(picked).doesNotHaveDuplicates().hasSize(5);
            picked.forEach(id -> counts.merge(id, 1L, Long::sum));
        }
        long[] observed = candidates.stream().mapToLong(id -> counts.getOrDefault(id, 0L)).toArray();
        double expected = RUNS * 5.0 / 20;
        assertThat(ChiSquare.statistic(observed, expected)).isLessThan(ChiSquare.critical01(19));
    }

    @Test
    void theCriticalValueMatchesTheTable() {
        assertThat(ChiSquare.critical01(19)).isCloseTo(36.191, org.assertj.core.data.Offset.offset(0.2));
        assertThat(ChiSquare.critical01(23)).isCloseTo(41.638, org.assertj.core.data.Offset.offset(0.2));
    }

    @Test
    void allTwentyFourOrdersOfFourOptionsAreEquallyLikely() {
        List<String> options = List.of("a", "b", "c", "d");
        RandomGenerator random = new SplittableRandom(7);
        Map<List<String>, Long> counts = new HashMap<>();
        for (int run = 0; run < RUNS; run++) {
            counts.merge(Shuffle.of(options, random), 1L, Long::sum);
        }
        assertThat(counts).hasSize(24);
        long[] observed = counts.values().stream().mapToLong(Long::longValue).toArray();
        assertThat(ChiSquare.statistic(observed, RUNS / 24.0)).isLessThan(ChiSquare.critical01(23));
    }

    @Test
    void aBiasedShuffleFailsTheSameTest() {
        // The classic mistake (swap with any index, not one up to i) must not pass, or the test proves nothing.
        RandomGenerator random = new SplittableRandom(7);
        Map<List<String>, Long> counts = new HashMap<>();
        for (int run = 0; run < RUNS; run++) {
            List<String> list = new ArrayList<>(List.of("a", "b", "c", "d"));
            for (int i = 0; i < 4; i++) {
                java.util.Collections.swap(list, i, random.nextInt(4));
            }
            counts.merge(list, 1L, Long::sum);
        }
        long[] observed = counts.values().stream().mapToLong(Long::longValue).toArray();
        assertThat(ChiSquare.statistic(observed, RUNS / 24.0)).isGreaterThan(ChiSquare.critical01(23));
    }

    @Test
    void unseenQuestionsComeFirstWhileEnoughRemain() {
        List<String> candidates = ids(10);
        RandomGenerator random = new SplittableRandom(3);
        List<String> first = Draw.pick(candidates, Set.of(), 4, random);
        List<String> second = Draw.pick(candidates, Set.copyOf(first), 4, random);
        assertThat(second).doesNotContainAnyElementsOf(first);

        Set<String> seen = new java.util.HashSet<>(first);
        seen.addAll(second);
        List<String> third = Draw.pick(candidates, seen, 4, random);
        assertThat(third).containsAll(candidates.stream().filter(id -> !seen.contains(id)).toList()).hasSize(4)
                .doesNotHaveDuplicates();
    }

    @Test
    void askingMoreThanRemainsIsADrawUnavailableConflict() {
        assertThatThrownBy(() -> Draw.pick(ids(3), Set.of(), 4, new SplittableRandom(1)))
                .isInstanceOf(DomainException.class)
                .satisfies(e -> assertThat(((DomainException) e).code()).isEqualTo("DRAW_UNAVAILABLE"));
    }

    @Test
    void theSameSeedDrawsTheSame() {
        assertThat(Draw.pick(ids(30), Set.of(), 10, new SplittableRandom(99)))
                .isEqualTo(Draw.pick(ids(30), Set.of(), 10, new SplittableRandom(99)));
    }
}
