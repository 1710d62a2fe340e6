package app.assessment.domain.statistics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import app.assessment.domain.form.QuestionType;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Five attempts at three questions (marks below), each figure worked out by hand from Moodle's
 * definitions with two-pass sums:
 * <pre>
 *            q1  q2  q3  total
 * attempt 1   1   2   1    4
 * attempt 2   1   0   0    1
 * attempt 3   0   2   0    2
 * attempt 4   1   2   1    4
 * attempt 5   0   0   1    1        maxima 1, 2, 1
 * </pre>
 */
class ItemAnalysisTest {

    private static final double EPS = 1e-12;
    private static final int[][] MARKS = {{1, 2, 1}, {1, 0, 0}, {0, 2, 0}, {1, 2, 1}, {0, 0, 1}};
    private static final int[] MAX = {1, 2, 1};

    private static Sums table() {
        Sums sums = new Sums();
        for (int[] row : MARKS) {
            sums.add(attempt(row), 1);
        }
        return sums;
    }

    private static Observation attempt(int[] row) {
        List<Observation.Item> items = new ArrayList<>();
        int total = 0;
        for (int q = 0; q < row.length; q++) {
            items.add(new Observation.Item("q" + (q + 1), QuestionType.SINGLE_CHOICE, BigDecimal.valueOf(row[q]),
                    BigDecimal.valueOf(MAX[q]), List.of(row[q] > 0 ? "right" : "wrong"), null));
            total += row[q];
        }
        return new Observation(BigDecimal.valueOf(total), items);
    }

    @Test
    @DisplayName("test figures: mean 12/5, median 2, sd √2.3, Moodle's skewness and kurtosis, alpha 0.326..., SE sd·√(1−alpha)")
    void testFigures() {
        Report.Test test = ItemAnalysis.of(table()).test();
        assertThat(test.attempts()).isEqualTo(5);
        assertThat(test.mean()).isCloseTo(2.4, within(EPS));
        assertThat(test.median()).isEqualByComparingTo("2");
        assertThat(test.sd()).isCloseTo(Math.sqrt(2.3), within(EPS));
        // m2 = 1.84, m3 = 0.528, m4 = 4.1632; k2 = 2.3, k3 = 25·0.528/12 = 1.1, k4 = 25(6·4.1632 − 12·1.84²)/24.
        assertThat(test.skewness()).isCloseTo(1.1 / Math.pow(2.3, 1.5), within(EPS));
        assertThat(test.kurtosis()).isCloseTo(25 * (6 * 4.1632 - 12 * 1.84 * 1.84) / 24 / (2.3 * 2.3), within(EPS));
        // Item variances 0.3, 1.2, 0.3: alpha = 3/2 · (1 − 1.8/2.3) = 15/46.
        assertThat(test.cronbachAlpha()).isCloseTo(15.0 / 46, within(EPS));
        assertThat(test.standardError()).isCloseTo(Math.sqrt(2.3) * Math.sqrt(31.0 / 46), within(EPS));
        assertThat(test.distribution()).hasSize(ItemAnalysis.BINS);
        assertThat(test.distribution().stream().mapToLong(Report.Bin::count).sum()).isEqualTo(5);
        assertThat(test.distribution().get(0).from()).isEqualByComparingTo("0");
        assertThat(test.distribution().get(ItemAnalysis.BINS - 1).to()).isEqualByComparingTo("4");
        assertThat(test.distribution().get(2).count()).as("totals 1 fall in [0.8, 1.2)").isEqualTo(2);
    }

    @Test
    @DisplayName("question figures: facility, sd of mark/max, discrimination and efficiency against the rest, weight, alpha if deleted")
    void questionFigures() {
        List<Report.QuestionFigures> q = ItemAnalysis.of(table()).questions();
        assertThat(q).extracting(Report.QuestionFigures::facility).allSatisfy(f -> assertThat(f).isCloseTo(0.6, within(EPS)));
        assertThat(q).extracting(Report.QuestionFigures::sd).allSatisfy(f -> assertThat(f).isCloseTo(Math.sqrt(0.3), within(EPS)));
        // q1: rest = 3, 0, 2, 3, 1; cov(x, rest) = 0.15, var(rest) = 1.7: 100·0.15/√(0.3·1.7).
        assertThat(q.get(0).discriminationIndex()).isCloseTo(100 * 0.15 / Math.sqrt(0.3 * 1.7), within(1e-10));
        // q2: rest = 2, 1, 0, 2, 1; cov = 0.2, var(rest) = 0.7.
        assertThat(q.get(1).discriminationIndex()).isCloseTo(100 * 0.2 / Math.sqrt(1.2 * 0.7), within(1e-10));
        // Sorted pairing q1: (0,0)(0,1)(1,2)(1,3)(1,3) gives cov max 0.65; q2: (0,0)(0,1)(2,1)(2,2)(2,2) gives 0.7.
        assertThat(q.get(0).discriminativeEfficiency()).isCloseTo(100 * 0.15 / 0.65, within(1e-10));
        assertThat(q.get(1).discriminativeEfficiency()).isCloseTo(100 * 0.2 / 0.7, within(1e-10));
        // cov(x, T) = 0.45, 1.4, 0.45.
        double roots = 2 * Math.sqrt(0.45) + Math.sqrt(1.4);
        assertThat(q.get(0).effectiveWeight()).isCloseTo(100 * Math.sqrt(0.45) / roots, within(1e-10));
        assertThat(q.get(1).effectiveWeight()).isCloseTo(100 * Math.sqrt(1.4) / roots, within(1e-10));
        // Without q1: 2 · (1 − 1.5/1.7) = 4/17; without q2: 2 · (1 − 0.6/0.7) = 2/7.
        assertThat(q.get(0).alphaIfDeleted()).isCloseTo(4.0 / 17, within(EPS));
        assertThat(q.get(1).alphaIfDeleted()).isCloseTo(2.0 / 7, within(EPS));
        assertThat(q.get(0).options()).containsExactly(new Report.Frequency("right", 3, 0.6), new Report.Frequency("wrong", 2, 0.4));
        assertThat(q.get(0).answers()).isNull();
    }

    @Test
    @DisplayName("undefined figures are null: one attempt, no variance, a negative covariance voids every effective weight")
    void undefinedFiguresAreNull() {
        Sums one = new Sums().add(attempt(new int[] {1, 2, 1}), 1);
        Report single = ItemAnalysis.of(one);
        assertThat(single.test().mean()).isEqualTo(4.0);
        assertThat(single.test().sd()).isNull();
        assertThat(single.test().cronbachAlpha()).isNull();
        assertThat(single.test().standardError()).isNull();
        assertThat(single.test().skewness()).isNull();
        assertThat(single.questions().get(0).discriminationIndex()).isNull();
        assertThat(single.questions().get(0).facility()).isEqualTo(1.0);

        Sums same = new Sums();
        for (int i = 0; i < 4; i++) {
            same.add(attempt(new int[] {1, 0, 1}), 1);
        }
        Report flat = ItemAnalysis.of(same);
        assertThat(flat.test().sd()).isZero();
        assertThat(flat.test().cronbachAlpha()).isNull();
        assertThat(flat.test().skewness()).isNull();
        assertThat(flat.test().kurtosis()).isNull();
        assertThat(flat.questions().get(0).discriminationIndex()).isNull();
        assertThat(flat.questions().get(0).alphaIfDeleted()).isNull();

        // q1 runs against the total: cov(q1, T) < 0.
        Sums against = new Sums();
        for (int[] row : new int[][] {{1, 0, 0}, {0, 2, 1}, {1, 0, 1}, {0, 2, 0}}) {
            against.add(attempt(row), 1);
        }
        assertThat(ItemAnalysis.of(against).questions()).allSatisfy(f -> assertThat(f.effectiveWeight()).isNull());
    }

    @Test
    @DisplayName("alpha may be negative and is reported as it is; the standard error still follows sd·√(1−alpha)")
    void negativeAlpha() {
        Sums sums = new Sums();
        for (int[] row : new int[][] {{1, 0, 0}, {0, 2, 0}, {1, 0, 1}, {0, 2, 1}}) {
            sums.add(attempt(row), 1);
        }
        Report.Test test = ItemAnalysis.of(sums).test();
        assertThat(test.cronbachAlpha()).isNegative();
        assertThat(test.standardError()).isCloseTo(test.sd() * Math.sqrt(1 - test.cronbachAlpha()), within(EPS));
    }

    @Test
    @DisplayName("removing an attempt leaves exactly the sums of the others (a regrade is a remove and an add)")
    void removeIsExactInverse() {
        Sums sums = table();
        sums.add(attempt(new int[] {0, 0, 0}), 1).add(attempt(new int[] {0, 0, 0}), -1);
        assertThat(ItemAnalysis.of(sums)).isEqualTo(ItemAnalysis.of(table()));
        Sums delta = Sums.delta(attempt(new int[] {1, 2, 1}), attempt(new int[] {1, 2, 1}));
        assertThat(delta.isZero()).isTrue();
    }

    @Test
    @DisplayName("adversarial data: totals near 10^12 with variance 10^-4 keep sd, skewness and kurtosis to 1e-12")
    void largeTotalsTinyVariance() {
        Sums sums = new Sums();
        BigDecimal base = new BigDecimal("999999999999.00");
        String[] steps = {"0.00", "0.01", "0.02", "0.01", "0.00", "0.02"};
        for (String step : steps) {
            BigDecimal total = base.add(new BigDecimal(step));
            sums.add(new Observation(total, List.of(new Observation.Item("q", QuestionType.NUMERIC, total,
                    new BigDecimal("1000000000000"), List.of(), null))), 1);
        }
        Report report = ItemAnalysis.of(sums);
        // Deviations −0.01, 0, 0.01 twice each: var = 0.0004/5, skewness 0, m4/m2² = 1.5.
        assertThat(report.test().sd()).isCloseTo(Math.sqrt(0.0004 / 5), within(1e-15));
        assertThat(report.test().skewness()).isCloseTo(0.0, within(1e-12));
        double m2 = 0.0004 / 6;
        double m4 = 4e-8 / 6;
        double k4 = 36 * (7 * m4 - 15 * m2 * m2) / (5 * 4 * 3);
        double k2 = 6 * m2 / 5;
        assertThat(report.test().kurtosis()).isCloseTo(k4 / (k2 * k2), within(1e-12));
        assertThat(report.test().mean()).isCloseTo(999999999999.01, within(1e-3));
        assertThat(report.test().median()).isEqualByComparingTo("999999999999.01");
    }
}
