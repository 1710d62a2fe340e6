package app.assessment.domain.form;

/** The chi-square statistic and its critical value, so uniformity tests need no table or library. */
final class ChiSquare {

    private ChiSquare() {
    }

    static double statistic(long[] observed, double expected) {
        double sum = 0;
        for (long o : observed) {
            sum += (o - expected) * (o - expected) / expected;
        }
        return sum;
    }

    /**
     * The value the statistic with {@code df} degrees of freedom exceeds with probability 0.01, by the
     * Wilson–Hilferty approximation (z = 2.3263 is the normal's 99th percentile); within 1% for df ≥ 3.
     */
    static double critical01(int df) {
        double z = 2.326348;
        double a = 2.0 / (9.0 * df);
        return df * Math.pow(1 - a + z * Math.sqrt(a), 3);
    }
}
