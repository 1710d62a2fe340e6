package app.assessment.domain.statistics;

import app.assessment.domain.form.QuestionType;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The sufficient statistics of a set of attempts, exact: counts and decimal sums of powers and
 * cross-products, and the histograms the median and the discriminative efficiency need (ADR 0055).
 * A delta is a {@code Sums} too (a regrade adds the new observation and subtracts the old), so the
 * same arithmetic builds a report, a recomputation and the rows a write adds to the stored sums.
 */
public final class Sums {

    /** The test: attempts, sums of totals to the fourth power, sum of maxima, and the totals' histogram. */
    public long n;
    public BigDecimal s1 = BigDecimal.ZERO;
    public BigDecimal s2 = BigDecimal.ZERO;
    public BigDecimal s3 = BigDecimal.ZERO;
    public BigDecimal s4 = BigDecimal.ZERO;
    public BigDecimal sMax = BigDecimal.ZERO;
    public final TreeMap<BigDecimal, Long> totals = new TreeMap<>();
    /** By {@link #key question key}, in the order first seen. */
    public final Map<String, Question> questions = new LinkedHashMap<>();

    /**
     * A form's own question is keyed by its id; a bank question by its id and the version drawn, since an
     * edit makes a new version and the marks of two versions must never mix (ADR 0055).
     */
    public static String key(String questionId, String versionId) {
        return versionId == null ? questionId : questionId + "@" + versionId;
    }

    /** The question (or version) of a key that {@link #key} made (ids never hold '@'), added empty when absent. */
    public Question question(String key) {
        int at = key.indexOf('@');
        return at < 0 ? question(key, null) : question(key.substring(0, at), key.substring(at + 1));
    }

    /** The question (or version) of this key, added empty when absent. */
    public Question question(String questionId, String versionId) {
        return questions.computeIfAbsent(key(questionId, versionId), k -> new Question(questionId, versionId));
    }

    /** One question (or bank question version) over the attempts that had it: x its mark, t the attempt's total. */
    public static final class Question {
        public final String questionId;
        /** The bank version, null for a form's own question. */
        public final String versionId;
        public QuestionType type;
        public long n;
        public BigDecimal sx = BigDecimal.ZERO;
        public BigDecimal sxx = BigDecimal.ZERO;
        public BigDecimal st = BigDecimal.ZERO;
        public BigDecimal stt = BigDecimal.ZERO;
        public BigDecimal sxt = BigDecimal.ZERO;
        public BigDecimal sMax = BigDecimal.ZERO;
        /** Histograms of the marks and of the rest of the test (total minus mark). */
        public final TreeMap<BigDecimal, Long> marks = new TreeMap<>();
        public final TreeMap<BigDecimal, Long> rests = new TreeMap<>();
        public final Map<String, Long> choices = new LinkedHashMap<>();
        public final Map<String, Long> answers = new LinkedHashMap<>();

        public Question(String questionId, String versionId) {
            this.questionId = questionId;
            this.versionId = versionId;
        }

        public boolean isZero() {
            return n == 0 && sx.signum() == 0 && sxx.signum() == 0 && st.signum() == 0 && stt.signum() == 0
                    && sxt.signum() == 0 && sMax.signum() == 0;
        }
    }

    /** Adds ({@code sign} 1) or removes ({@code sign} -1) one attempt; a null observation changes nothing. */
    public Sums add(Observation o, int sign) {
        if (o == null) {
            return this;
        }
        BigDecimal t = o.total();
        BigDecimal t2 = t.multiply(t);
        BigDecimal s = BigDecimal.valueOf(sign);
        n += sign;
        s1 = s1.add(t.multiply(s));
        s2 = s2.add(t2.multiply(s));
        s3 = s3.add(t2.multiply(t).multiply(s));
        s4 = s4.add(t2.multiply(t2).multiply(s));
        BigDecimal max = BigDecimal.ZERO;
        for (Observation.Item item : o.items()) {
            max = max.add(item.max());
            Question q = question(item.questionId(), item.versionId());
            if (item.type() != null) {
                q.type = item.type();
            }
            BigDecimal x = item.mark();
            q.n += sign;
            q.sx = q.sx.add(x.multiply(s));
            q.sxx = q.sxx.add(x.multiply(x).multiply(s));
            q.st = q.st.add(t.multiply(s));
            q.stt = q.stt.add(t2.multiply(s));
            q.sxt = q.sxt.add(x.multiply(t).multiply(s));
            q.sMax = q.sMax.add(item.max().multiply(s));
            count(q.marks, x, sign);
            count(q.rests, t.subtract(x), sign);
            for (String choice : item.choices()) {
                count(q.choices, choice, sign);
            }
            if (item.answer() != null) {
                count(q.answers, item.answer(), sign);
            }
        }
        sMax = sMax.add(max.multiply(s));
        count(totals, t, sign);
        return this;
    }

    /** Adds every figure of {@code other} (a stored row set or a delta). */
    public Sums add(Sums other) {
        n += other.n;
        s1 = s1.add(other.s1);
        s2 = s2.add(other.s2);
        s3 = s3.add(other.s3);
        s4 = s4.add(other.s4);
        sMax = sMax.add(other.sMax);
        other.totals.forEach((k, v) -> count(totals, k, v));
        other.questions.forEach((key, o) -> {
            Question q = question(o.questionId, o.versionId);
            if (o.type != null) {
                q.type = o.type;
            }
            q.n += o.n;
            q.sx = q.sx.add(o.sx);
            q.sxx = q.sxx.add(o.sxx);
            q.st = q.st.add(o.st);
            q.stt = q.stt.add(o.stt);
            q.sxt = q.sxt.add(o.sxt);
            q.sMax = q.sMax.add(o.sMax);
            o.marks.forEach((k, v) -> count(q.marks, k, v));
            o.rests.forEach((k, v) -> count(q.rests, k, v));
            o.choices.forEach((k, v) -> count(q.choices, k, v));
            o.answers.forEach((k, v) -> count(q.answers, k, v));
        });
        return this;
    }

    /** The change from {@code before} to {@code after}, either null for "not observed". */
    public static Sums delta(Observation before, Observation after) {
        return new Sums().add(after, 1).add(before, -1);
    }

    /** Whether adding this would change nothing at all (a regrade that left the marks as they were). */
    public boolean isZero() {
        return n == 0 && s1.signum() == 0 && s2.signum() == 0 && s3.signum() == 0 && s4.signum() == 0 && sMax.signum() == 0
                && totals.isEmpty() && questions.values().stream().allMatch(q -> q.isZero() && q.marks.isEmpty()
                && q.rests.isEmpty() && q.choices.isEmpty() && q.answers.isEmpty());
    }

    private static <K> void count(Map<K, Long> counts, K key, long by) {
        long next = counts.getOrDefault(key, 0L) + by;
        if (next == 0) {
            counts.remove(key);
        } else {
            counts.put(key, next);
        }
    }
}
