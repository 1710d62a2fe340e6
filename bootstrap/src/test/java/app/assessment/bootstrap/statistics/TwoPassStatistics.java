package app.assessment.bootstrap.statistics;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import io.restassured.path.json.JsonPath;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The oracle: Moodle's figures recomputed from the stored answers (the submissions table, not the
 * statistics tables), with two passes over the marks (mean first, then deviations), in doubles.
 */
@ApplicationScoped
public class TwoPassStatistics {

    private static final double ZERO = 1e-12;
    private static final double TOLERANCE = 1e-9;

    private final EntityManager em;

    public TwoPassStatistics(EntityManager em) {
        this.em = em;
    }

    /** One attempt's marks by question (a question excluded by a regrade is absent). */
    record Attempt(double total, Map<String, Double> marks, Map<String, List<String>> choices) {
    }

    public record Figures(long n, Double mean, Double sd, Double skewness, Double kurtosis, Double alpha, Double standardError,
                   Map<String, Question> questions) {
    }

    public record Question(long n, Double facility, Double sd, Double discrimination, Double efficiency, Double effectiveWeight,
                    Double alphaIfDeleted, Map<String, Long> options) {
    }

    /** @param maxima the form's questions in order with their most points */
    @Transactional
    @SuppressWarnings("unchecked")
    public Figures of(String formId, String selection, Map<String, Double> maxima) throws Exception {
        String where = switch (selection) {
            case "counted" -> " and counted";
            case "first" -> " and attempt_number = 1";
            default -> "";
        };
        List<Object> rows = em.createNativeQuery("select cast(answers as text) from submissions where form_id = ?1 "
                + "and not pending_grading" + where).setParameter(1, formId).getResultList();
        return fromAnswers(rows.stream().map(String.class::cast).toList(), maxima);
    }

    /** The figures of these submissions' answer snapshots (their {@code answers} column as JSON text). */
    public static Figures fromAnswers(List<String> answerSnapshots, Map<String, Double> maxima) throws Exception {
        ObjectMapper json = new ObjectMapper();
        List<Attempt> attempts = new ArrayList<>();
        for (String row : answerSnapshots) {
            Map<String, JsonNode> byQuestion = new HashMap<>();
            for (JsonNode a : json.readTree(row)) {
                byQuestion.put(a.get("questionId").asText(), a);
            }
            Map<String, Double> marks = new LinkedHashMap<>();
            Map<String, List<String>> choices = new HashMap<>();
            double total = 0;
            for (String q : maxima.keySet()) {
                JsonNode a = byQuestion.get(q);
                if (a != null && "EXCLUDE".equals(text(a, "adjustment"))) {
                    continue;
                }
                double mark = a == null ? 0 : a.get("points").asDouble();
                marks.put(q, mark);
                total += mark;
                List<String> chosen = new ArrayList<>();
                if (a != null && a.hasNonNull("optionId")) {
                    chosen.add(a.get("optionId").asText());
                }
                if (a != null && a.has("options")) {
                    a.get("options").forEach(o -> chosen.add(o.get("id").asText()));
                }
                choices.put(q, chosen);
            }
            attempts.add(new Attempt(total, marks, choices));
        }
        return figures(attempts, maxima);
    }

    /** The report (a statistics JSON read with doubles) equals these figures to 1e-9, relative above 1. */
    public static void assertReportMatches(JsonPath report, Figures expected, String at) {
        assertThat(report.getLong("test.attempts")).as(at).isEqualTo(expected.n());
        close(report, "test.mean", expected.mean(), at);
        close(report, "test.sd", expected.sd(), at);
        close(report, "test.skewness", expected.skewness(), at);
        close(report, "test.kurtosis", expected.kurtosis(), at);
        close(report, "test.cronbachAlpha", expected.alpha(), at);
        close(report, "test.standardError", expected.standardError(), at);
        List<Map<String, Object>> questions = report.getList("questions");
        assertThat(questions).as(at).hasSize(expected.questions().size());
        for (int i = 0; i < questions.size(); i++) {
            String id = (String) questions.get(i).get("questionId");
            TwoPassStatistics.Question q = expected.questions().get(id);
            String p = "questions[" + i + "].";
            assertThat(report.getLong(p + "attempts")).as(at + " " + id).isEqualTo(q.n());
            close(report, p + "facility", q.facility(), at + " " + id);
            close(report, p + "sd", q.sd(), at + " " + id);
            close(report, p + "discriminationIndex", q.discrimination(), at + " " + id);
            close(report, p + "discriminativeEfficiency", q.efficiency(), at + " " + id);
            closeSquared(report, p + "effectiveWeight", q.effectiveWeight(), at + " " + id);
            close(report, p + "alphaIfDeleted", q.alphaIfDeleted(), at + " " + id);
            List<Map<String, Object>> options = report.getList(p + "options");
            if (options != null) {
                Map<String, Long> got = new HashMap<>();
                options.forEach(o -> got.put((String) o.get("optionId"), ((Number) o.get("count")).longValue()));
                assertThat(got).as(at + " options of " + id).isEqualTo(q.options());
            }
        }
    }

    private static void close(JsonPath report, String path, Double expected, String at) {
        Object value = report.get(path);
        if (expected == null) {
            assertThat(value).as(at + " " + path).isNull();
            return;
        }
        assertThat(value).as(at + " " + path).isNotNull();
        double got = ((Number) value).doubleValue();
        assertThat(Math.abs(got - expected)).as(at + " " + path + ": " + got + " vs " + expected)
                .isLessThanOrEqualTo(TOLERANCE * Math.max(1, Math.abs(expected)));
    }

    /**
     * For a figure that is a square root of sums (the effective weight is a root of a covariance): near zero the
     * recomputation's double rounding, about 1e-16 of the sums, becomes about 1e-8 after the root while the report's
     * exact sums give 0, so there the squares are compared, where the figure is linear in the sums again; away from zero
     * the figure itself is, as every other.
     */
    private static void closeSquared(JsonPath report, String path, Double expected, String at) {
        Object value = report.get(path);
        if (expected == null) {
            assertThat(value).as(at + " " + path).isNull();
            return;
        }
        assertThat(value).as(at + " " + path).isNotNull();
        double got = ((Number) value).doubleValue();
        boolean close = Math.abs(got - expected) <= TOLERANCE * Math.max(1, Math.abs(expected))
                || Math.abs(got * got - expected * expected) <= TOLERANCE * Math.max(1, expected * expected);
        assertThat(close).as(at + " " + path + ": " + got + " vs " + expected).isTrue();
    }

    static Figures figures(List<Attempt> attempts, Map<String, Double> maxima) {
        int n = attempts.size();
        double[] t = attempts.stream().mapToDouble(Attempt::total).toArray();
        double mean = n == 0 ? Double.NaN : Arrays.stream(t).sum() / n;
        double m2 = 0;
        double m3 = 0;
        double m4 = 0;
        for (double x : t) {
            double d = x - mean;
            m2 += d * d / n;
            m3 += d * d * d / n;
            m4 += d * d * d * d / n;
        }
        Double variance = n < 2 ? null : m2 * n / (n - 1);
        Double sd = variance == null ? null : Math.sqrt(variance);
        double k2 = n * m2 / (n - 1.0);
        // Below ZERO a two-pass double is a rounded 0 (cent marks give at least ~1e-8 when they vary at all).
        Double skewness = n < 3 || m2 <= ZERO ? null : n * (double) n * m3 / ((n - 1.0) * (n - 2.0)) / Math.pow(k2, 1.5);
        Double kurtosis = n < 4 || m2 <= ZERO ? null
                : n * (double) n * ((n + 1.0) * m4 - 3.0 * (n - 1.0) * m2 * m2) / ((n - 1.0) * (n - 2.0) * (n - 3.0)) / (k2 * k2);
        Map<String, Question> questions = new LinkedHashMap<>();
        Map<String, Double> variances = new LinkedHashMap<>();
        Map<String, Double> covariances = new LinkedHashMap<>();
        for (String q : maxima.keySet()) {
            List<Attempt> with = attempts.stream().filter(a -> a.marks().containsKey(q)).toList();
            if (with.isEmpty()) {
                continue;
            }
            double[] x = with.stream().mapToDouble(a -> a.marks().get(q)).toArray();
            double[] tt = with.stream().mapToDouble(Attempt::total).toArray();
            double[] r = new double[x.length];
            for (int i = 0; i < x.length; i++) {
                r[i] = tt[i] - x[i];
            }
            variances.put(q, var(x));
            covariances.put(q, cov(x, tt));
        }
        int k = variances.size();
        double sumVariances = variances.values().stream().mapToDouble(v -> v == null ? Double.NaN : v).sum();
        Double alpha = k < 2 || variance == null || variance <= ZERO || Double.isNaN(sumVariances) ? null
                : k / (k - 1.0) * (1 - sumVariances / variance);
        // A covariance that is exactly 0 can come out as -1e-17 in two passes of doubles; the exact sums see 0.
        boolean weights = covariances.values().stream().allMatch(c -> c != null && c >= -1e-12)
                && covariances.values().stream().mapToDouble(c -> Math.sqrt(Math.max(0, c))).sum() > 0;
        double roots = covariances.values().stream().mapToDouble(c -> c == null ? 0 : Math.sqrt(Math.max(0, c))).sum();
        for (String q : variances.keySet()) {
            List<Attempt> with = attempts.stream().filter(a -> a.marks().containsKey(q)).toList();
            double[] x = with.stream().mapToDouble(a -> a.marks().get(q)).toArray();
            double[] r = with.stream().mapToDouble(a -> a.total() - a.marks().get(q)).toArray();
            int m = x.length;
            double max = maxima.get(q);
            double mx = Arrays.stream(x).sum() / m;
            Double vx = var(x);
            Double vr = var(r);
            Double cxr = cov(x, r);
            Double di = vx == null || vx <= ZERO || vr <= ZERO ? null : 100 * cxr / Math.sqrt(vx * vr);
            double[] xs = x.clone();
            double[] rs = r.clone();
            Arrays.sort(xs);
            Arrays.sort(rs);
            Double cmax = cov(xs, rs);
            Double de = cmax == null || cmax <= ZERO ? null : 100 * cxr / cmax;
            Double aid = k < 3 || vr == null || vr <= ZERO || Double.isNaN(sumVariances) ? null
                    : (k - 1.0) / (k - 2.0) * (1 - (sumVariances - vx) / vr);
            Map<String, Long> options = new HashMap<>();
            with.forEach(a -> a.choices().getOrDefault(q, List.of()).forEach(o -> options.merge(o, 1L, Long::sum)));
            questions.put(q, new Question(m, max <= 0 ? null : mx / max, vx == null || max <= 0 ? null : Math.sqrt(vx) / max, di,
                    de, weights ? 100 * Math.sqrt(Math.max(0, covariances.get(q))) / roots : null, aid, options));
        }
        return new Figures(n, n == 0 ? null : mean, sd, skewness, kurtosis, alpha,
                sd == null || alpha == null ? null : sd * Math.sqrt(1 - alpha), questions);
    }

    private static Double var(double[] x) {
        return cov(x, x);
    }

    private static Double cov(double[] x, double[] y) {
        int n = x.length;
        if (n < 2) {
            return null;
        }
        double mx = Arrays.stream(x).sum() / n;
        double my = Arrays.stream(y).sum() / n;
        double s = 0;
        for (int i = 0; i < n; i++) {
            s += (x[i] - mx) * (y[i] - my);
        }
        return s / (n - 1);
    }

    private static String text(JsonNode node, String field) {
        return node.hasNonNull(field) ? node.get(field).asText() : null;
    }
}
