package app.assessment.domain.statistics;

import app.assessment.domain.form.QuestionType;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Moodle's quiz statistics ("Quiz statistics calculations") from exact sums, in O(questions) plus
 * the histograms. Every difference of products that could cancel ({@code n·Σx² − (Σx)²} and its
 * kin) is formed exactly in decimals; only the final ratios and roots are rounded, each once, so a
 * figure's relative error stays near 1e-16 however large the totals or small the variances.
 */
public final class ItemAnalysis {

    /** Bins of the score distribution. */
    public static final int BINS = 10;
    /** Most common answers listed per question. */
    public static final int TOP_ANSWERS = 10;

    private static final MathContext MC = MathContext.DECIMAL128;
    private static final BigDecimal TWO = BigDecimal.valueOf(2);

    private ItemAnalysis() {
    }

    public static Report of(Sums s) {
        List<String> ids = new ArrayList<>();
        s.questions.forEach((id, q) -> {
            if (q.n > 0) {
                ids.add(id);
            }
        });
        int k = ids.size();
        Double variance = variance(s.n, s.s1, s.s2);
        Double sumOfItemVariances = 0.0;
        for (String id : ids) {
            Sums.Question q = s.questions.get(id);
            Double v = variance(q.n, q.sx, q.sxx);
            sumOfItemVariances = v == null || sumOfItemVariances == null ? null : sumOfItemVariances + v;
        }
        Double alpha = k < 2 || variance == null || variance == 0 || sumOfItemVariances == null ? null
                : k / (k - 1.0) * (1 - sumOfItemVariances / variance);
        Double sd = variance == null ? null : Math.sqrt(variance);
        Double standardError = sd == null || alpha == null ? null : sd * Math.sqrt(1 - alpha);
        Report.Test test = new Report.Test(s.n, s.n <= 0 ? null : ratio(s.s1, BigDecimal.valueOf(s.n)), median(s), sd,
                skewness(s), kurtosis(s), alpha, standardError, bins(s));
        Map<String, Double> weights = effectiveWeights(s, ids);
        List<Report.QuestionFigures> figures = new ArrayList<>(k);
        for (String id : ids) {
            figures.add(question(s.questions.get(id), weights.get(id), k, sumOfItemVariances));
        }
        return new Report(test, figures);
    }

    private static Report.QuestionFigures question(Sums.Question q, Double weight, int k, Double sumOfVariances) {
        BigDecimal n = BigDecimal.valueOf(q.n);
        BigDecimal dxx = n.multiply(q.sxx).subtract(q.sx.multiply(q.sx));
        BigDecimal dtt = n.multiply(q.stt).subtract(q.st.multiply(q.st));
        BigDecimal dxt = n.multiply(q.sxt).subtract(q.sx.multiply(q.st));
        // The rest of the test r = t − x: cov(x, r) = cov(x, t) − var(x); var(r) = var(t) − 2 cov(x, t) + var(x).
        BigDecimal dxr = dxt.subtract(dxx);
        BigDecimal drr = dtt.subtract(dxt.multiply(TWO)).add(dxx);
        boolean two = q.n >= 2;
        Double facility = q.sMax.signum() <= 0 ? null : ratio(q.sx, q.sMax);
        Double sd = !two || q.sMax.signum() <= 0 ? null
                : Math.sqrt(ratio(dxx, n.multiply(n.subtract(BigDecimal.ONE)))) / ratio(q.sMax, n);
        Double discrimination = !two || dxx.signum() <= 0 || drr.signum() <= 0 ? null
                : 100 * ratio(dxr, dxx.multiply(drr).sqrt(MC));
        BigDecimal dmax = n.multiply(sortedProducts(q.marks, q.rests)).subtract(q.sx.multiply(q.st.subtract(q.sx)));
        Double efficiency = !two || dmax.signum() <= 0 ? null : 100 * ratio(dxr, dmax);
        Double alphaIfDeleted = null;
        if (k >= 3 && two && sumOfVariances != null && drr.signum() > 0) {
            double vx = ratio(dxx, n.multiply(n.subtract(BigDecimal.ONE)));
            double vr = ratio(drr, n.multiply(n.subtract(BigDecimal.ONE)));
            alphaIfDeleted = (k - 1.0) / (k - 2.0) * (1 - (sumOfVariances - vx) / vr);
        }
        boolean choice = q.type == null || q.type == QuestionType.SINGLE_CHOICE || q.type == QuestionType.TRUE_FALSE
                || q.type == QuestionType.MULTIPLE_CHOICE;
        return new Report.QuestionFigures(q.questionId, q.versionId, q.type == null ? QuestionType.SINGLE_CHOICE : q.type, q.n, facility, sd,
                discrimination, efficiency, weight, alphaIfDeleted, choice ? frequencies(q.choices, q.n, Integer.MAX_VALUE) : null,
                choice ? null : frequencies(q.answers, q.n, TOP_ANSWERS));
    }

    /**
     * Moodle: 100·√cov(xᵢ, T) / Σⱼ √cov(xⱼ, T); undefined for every question when any covariance is
     * negative or all are zero.
     */
    private static Map<String, Double> effectiveWeights(Sums s, List<String> ids) {
        Map<String, Double> roots = new java.util.HashMap<>();
        double sum = 0;
        for (String id : ids) {
            Sums.Question q = s.questions.get(id);
            if (q.n < 2) {
                return Map.of();
            }
            BigDecimal n = BigDecimal.valueOf(q.n);
            BigDecimal dxt = n.multiply(q.sxt).subtract(q.sx.multiply(q.st));
            if (dxt.signum() < 0) {
                return Map.of();
            }
            double root = Math.sqrt(ratio(dxt, n.multiply(n.subtract(BigDecimal.ONE))));
            roots.put(id, root);
            sum += root;
        }
        if (sum == 0) {
            return Map.of();
        }
        double total = sum;
        roots.replaceAll((id, root) -> 100 * root / total);
        return roots;
    }

    /** Σ x₍ᵢ₎·r₍ᵢ₎ with both sorted ascending: the largest Σ x·r any pairing of the observed marks reaches. */
    static BigDecimal sortedProducts(Map<BigDecimal, Long> xs, Map<BigDecimal, Long> rs) {
        Iterator<Map.Entry<BigDecimal, Long>> a = xs.entrySet().iterator();
        Iterator<Map.Entry<BigDecimal, Long>> b = rs.entrySet().iterator();
        BigDecimal sum = BigDecimal.ZERO;
        Map.Entry<BigDecimal, Long> x = next(a);
        Map.Entry<BigDecimal, Long> r = next(b);
        long xLeft = x == null ? 0 : x.getValue();
        long rLeft = r == null ? 0 : r.getValue();
        while (x != null && r != null) {
            long take = Math.min(xLeft, rLeft);
            if (take > 0) {
                sum = sum.add(x.getKey().multiply(r.getKey()).multiply(BigDecimal.valueOf(take)));
            }
            xLeft -= take;
            rLeft -= take;
            if (xLeft <= 0) {
                x = next(a);
                xLeft = x == null ? 0 : x.getValue();
            }
            if (rLeft <= 0) {
                r = next(b);
                rLeft = r == null ? 0 : r.getValue();
            }
        }
        return sum;
    }

    private static <T> T next(Iterator<T> it) {
        return it.hasNext() ? it.next() : null;
    }

    /** Sample variance, n − 1; null below two attempts. */
    private static Double variance(long count, BigDecimal sum, BigDecimal squares) {
        if (count < 2) {
            return null;
        }
        BigDecimal n = BigDecimal.valueOf(count);
        return ratio(n.multiply(squares).subtract(sum.multiply(sum)), n.multiply(n.subtract(BigDecimal.ONE)));
    }

    /** n²·Σ(t − mean)² (times n) and its kin, exactly: D2 = n·S2 − S1², so m2 = D2 / n². */
    private static BigDecimal d2(Sums s, BigDecimal n) {
        return n.multiply(s.s2).subtract(s.s1.multiply(s.s1));
    }

    /** Moodle's skewness k3 / k2^(3/2), k2 = n·m2/(n−1), k3 = n²·m3/((n−1)(n−2)). */
    private static Double skewness(Sums s) {
        if (s.n < 3) {
            return null;
        }
        BigDecimal n = BigDecimal.valueOf(s.n);
        BigDecimal d2 = d2(s, n);
        if (d2.signum() <= 0) {
            return null;
        }
        // D3 = n²·S3 − 3n·S1·S2 + 2·S1³ = n²·Σ(t − mean)³.
        BigDecimal d3 = n.multiply(n).multiply(s.s3).subtract(BigDecimal.valueOf(3).multiply(n).multiply(s.s1).multiply(s.s2))
                .add(TWO.multiply(s.s1.pow(3)));
        double nn = s.n;
        double m2 = ratio(d2, n.pow(2));
        double m3 = ratio(d3, n.pow(3));
        double k2 = nn * m2 / (nn - 1);
        double k3 = nn * nn * m3 / ((nn - 1) * (nn - 2));
        return k3 / Math.pow(k2, 1.5);
    }

    /** Moodle's kurtosis k4 / k2², k4 = n²((n+1)·m4 − 3(n−1)·m2²)/((n−1)(n−2)(n−3)). */
    private static Double kurtosis(Sums s) {
        if (s.n < 4) {
            return null;
        }
        BigDecimal n = BigDecimal.valueOf(s.n);
        BigDecimal d2 = d2(s, n);
        if (d2.signum() <= 0) {
            return null;
        }
        // D4 = n³·S4 − 4n²·S1·S3 + 6n·S1²·S2 − 3·S1⁴ = n³·Σ(t − mean)⁴.
        BigDecimal d4 = n.pow(3).multiply(s.s4).subtract(BigDecimal.valueOf(4).multiply(n.pow(2)).multiply(s.s1).multiply(s.s3))
                .add(BigDecimal.valueOf(6).multiply(n).multiply(s.s1.pow(2)).multiply(s.s2))
                .subtract(BigDecimal.valueOf(3).multiply(s.s1.pow(4)));
        // (n+1)·m4 − 3(n−1)·m2², exactly over n⁴: ((n+1)·D4 − 3(n−1)·D2²) / n⁴.
        BigDecimal inner = n.add(BigDecimal.ONE).multiply(d4)
                .subtract(BigDecimal.valueOf(3).multiply(n.subtract(BigDecimal.ONE)).multiply(d2.pow(2)));
        double nn = s.n;
        double k4 = nn * nn * ratio(inner, n.pow(4)) / ((nn - 1) * (nn - 2) * (nn - 3));
        double k2 = nn * ratio(d2, n.pow(2)) / (nn - 1);
        return k4 / (k2 * k2);
    }

    private static BigDecimal median(Sums s) {
        if (s.n <= 0) {
            return null;
        }
        long lower = (s.n - 1) / 2;
        long upper = s.n / 2;
        BigDecimal low = null;
        BigDecimal high = null;
        long seen = 0;
        for (Map.Entry<BigDecimal, Long> e : s.totals.entrySet()) {
            long next = seen + e.getValue();
            if (low == null && lower < next) {
                low = e.getKey();
            }
            if (upper < next) {
                high = e.getKey();
                break;
            }
            seen = next;
        }
        if (low == null || high == null) {
            return null;
        }
        return low.add(high).divide(TWO, MC).stripTrailingZeros();
    }

    /** Ten equal bins from min(0, lowest total) to max(mean maximum, highest total). */
    private static List<Report.Bin> bins(Sums s) {
        if (s.n <= 0 || s.totals.isEmpty()) {
            return List.of();
        }
        BigDecimal n = BigDecimal.valueOf(s.n);
        BigDecimal from = s.totals.firstKey().min(BigDecimal.ZERO);
        BigDecimal to = s.totals.lastKey().max(s.sMax.divide(n, 2, RoundingMode.CEILING));
        if (to.compareTo(from) == 0) {
            return List.of(new Report.Bin(from, to, s.n));
        }
        BigDecimal width = to.subtract(from).divide(BigDecimal.valueOf(BINS), MC);
        long[] counts = new long[BINS];
        s.totals.forEach((total, count) -> {
            int bin = total.subtract(from).divide(width, MC).setScale(0, RoundingMode.FLOOR).intValue();
            counts[Math.max(0, Math.min(BINS - 1, bin))] += count;
        });
        List<Report.Bin> bins = new ArrayList<>(BINS);
        for (int i = 0; i < BINS; i++) {
            BigDecimal low = from.add(width.multiply(BigDecimal.valueOf(i))).setScale(2, RoundingMode.HALF_EVEN);
            BigDecimal high = i == BINS - 1 ? to : from.add(width.multiply(BigDecimal.valueOf(i + 1L))).setScale(2, RoundingMode.HALF_EVEN);
            bins.add(new Report.Bin(low, high, counts[i]));
        }
        return bins;
    }

    private static List<Report.Frequency> frequencies(Map<String, Long> counts, long n, int limit) {
        return counts.entrySet().stream().filter(e -> e.getValue() > 0)
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(limit).map(e -> new Report.Frequency(e.getKey(), e.getValue(), n <= 0 ? 0 : (double) e.getValue() / n))
                .toList();
    }

    private static double ratio(BigDecimal a, BigDecimal b) {
        return a.divide(b, MC).doubleValue();
    }
}
