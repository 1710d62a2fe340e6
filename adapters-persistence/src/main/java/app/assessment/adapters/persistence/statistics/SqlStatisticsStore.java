package app.assessment.adapters.persistence.statistics;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.application.port.out.statistics.StatisticsStore;
import app.assessment.domain.form.QuestionType;
import app.assessment.domain.statistics.AttemptSelection;
import app.assessment.domain.statistics.Observation;
import app.assessment.domain.statistics.Sums;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.math.BigDecimal;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The statistics' sums in plain SQL (V51). A change is two statements whatever the number of
 * questions: every row of the delta goes in as arrays ({@code unnest}) and is added to the stored row
 * ({@code on conflict do update set s = s + excluded.s}), which takes the row's lock, so concurrent
 * writers of one row add one after the other and none is lost. Each sum is kept in 16 stripes (V60): a
 * transaction adds to its connection's stripe, always the same one, and a read sums them, so concurrent
 * submits of one form rarely wait for each other's commit. Rows go in key order, the same in every
 * transaction, so two writers of a stripe never wait for each other in a cycle. An entry is read locked
 * ({@code for update}): a grade of one attempt and another attempt's change of which one counts then
 * apply one after the other, each to the entry the other left.
 */
@ApplicationScoped
public class SqlStatisticsStore implements StatisticsStore {

    /** Stripes of every sum (V60); a transaction adds to its connection's, a read sums them all. */
    private static final String STRIPE = "pg_backend_pid() % 16";

    private static final String ADD_SUMS = "insert into statistics_sums as s (form_id, selection, question_id, "
            + "question_version_id, question_type, n, s1, s2, s3, s4, s_max, st, stt, sxt, version, stripe) "
            + "select cast(? as varchar), u.sel, u.q, u.qv, u.qt, u.n, u.s1, u.s2, u.s3, u.s4, u.smax, u.st, u.stt, u.sxt, u.v, "
            + STRIPE + " from unnest("
            + "cast(? as text[]), cast(? as text[]), cast(? as text[]), cast(? as text[]), cast(? as bigint[]), cast(? as numeric[]), "
            + "cast(? as numeric[]), cast(? as numeric[]), cast(? as numeric[]), cast(? as numeric[]), cast(? as numeric[]), "
            + "cast(? as numeric[]), cast(? as numeric[]), cast(? as bigint[])) "
            + "as u(sel, q, qv, qt, n, s1, s2, s3, s4, smax, st, stt, sxt, v) order by u.sel, u.q "
            + "on conflict (form_id, selection, question_id, stripe) do update set n = s.n + excluded.n, s1 = s.s1 + excluded.s1, "
            + "s2 = s.s2 + excluded.s2, s3 = s.s3 + excluded.s3, s4 = s.s4 + excluded.s4, s_max = s.s_max + excluded.s_max, "
            + "st = s.st + excluded.st, stt = s.stt + excluded.stt, sxt = s.sxt + excluded.sxt, "
            + "version = s.version + excluded.version, question_type = coalesce(excluded.question_type, s.question_type)";

    private static final String ADD_COUNTS = "insert into statistics_counts as c (form_id, selection, question_id, dimension, "
            + "answer, value, count, stripe) select cast(? as varchar), u.sel, u.q, u.d, u.a, u.v, u.c, " + STRIPE + " from unnest(cast(? as text[]), cast(? as text[]), "
            + "cast(? as text[]), cast(? as text[]), cast(? as numeric[]), cast(? as bigint[])) as u(sel, q, d, a, v, c) "
            + "order by u.sel, u.q, u.d, u.a, u.v "
            + "on conflict (form_id, selection, question_id, dimension, answer, value, stripe) do update set count = c.count + excluded.count";

    private static final String ENTRY_COLUMNS = "submission_id, form_id, assignment_id, attempt_number, counted, completed_at, "
            + "asked::text, observation::text";

    private static final TypeReference<List<Asked>> ASKED = new TypeReference<>() {
    };
    private static final TypeReference<Observation> OBSERVATION = new TypeReference<>() {
    };

    /**
     * A question asked, its most points and the bank version drawn (absent for a form's own question); a list, since
     * jsonb does not keep the keys of an object in order.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Asked(String q, BigDecimal max, String v) {
    }

    private final EntityManager em;
    private final JsonColumns json;

    public SqlStatisticsStore(EntityManager em, JsonColumns json) {
        this.em = em;
        this.json = json;
    }

    @Override
    public Optional<Entry> entry(String submissionId) {
        return Jdbc.query(em, "select " + ENTRY_COLUMNS + " from statistics_entries where submission_id = ? for update", this::entry,
                submissionId).stream().findFirst();
    }

    @Override
    public void save(Entry e) {
        run(List.of(saving(e)));
    }

    /** The submit's three statements (entry, sums, counts) in one round trip: the driver sends them with one Sync. */
    @Override
    public void saveAndAdd(Entry entry, Set<AttemptSelection> selections, Sums delta) {
        List<Statement> statements = new ArrayList<>();
        statements.add(saving(entry));
        if (!selections.isEmpty() && !delta.isZero()) {
            statements.addAll(adding(entry.formId(), selections, delta));
        }
        run(statements);
    }

    private Statement saving(Entry e) {
        List<Asked> asked = e.asked().entrySet().stream().map(a -> new Asked(a.getKey(), a.getValue(), e.versions().get(a.getKey())))
                .toList();
        return new Statement("insert into statistics_entries (" + ENTRY_COLUMNS.replace("::text", "") + ") values (?, ?, ?, ?, ?, ?, "
                        + "cast(? as jsonb), cast(? as jsonb)) on conflict (submission_id) do update set counted = excluded.counted, "
                        + "observation = excluded.observation",
                e.submissionId(), e.formId(), e.assignmentId(), e.attemptNumber(), e.counted(), e.completedAt(),
                json.write(asked, "Statistics questions"),
                e.observation() == null ? null : json.write(e.observation(), "Statistics observation"));
    }

    private void run(List<Statement> statements) {
        // The sums' rows stay locked from this statement to the commit, and every concurrent write of the form waits
        // on them: the use case's pending entity writes (submission, audit entry, outbox rows) go first, not inside
        // that window at the commit's flush.
        em.flush();
        Jdbc.update(em, String.join("; ", statements.stream().map(Statement::sql).toList()),
                statements.stream().flatMap(st -> java.util.Arrays.stream(st.params())).toArray());
    }

    private record Statement(String sql, Object... params) {
    }

    @Override
    public List<Entry> entriesOfAssignment(String assignmentId) {
        return Jdbc.query(em, "select " + ENTRY_COLUMNS + " from statistics_entries where assignment_id = ? order by attempt_number "
                        + "for update",
                this::entry, assignmentId);
    }

    @Override
    public List<Entry> entries(String formId, Instant from, Instant to) {
        return Jdbc.query(em, "select " + ENTRY_COLUMNS + " from statistics_entries where form_id = ? "
                        + "and (cast(? as timestamptz) is null or completed_at >= ?) and (cast(? as timestamptz) is null or completed_at <= ?)",
                this::entry, formId, from, from, to, to);
    }

    @Override
    public void add(String formId, Set<AttemptSelection> selections, Sums d) {
        run(adding(formId, selections, d));
    }

    private List<Statement> adding(String formId, Set<AttemptSelection> selections, Sums d) {
        List<String> sel = new ArrayList<>();
        List<String> q = new ArrayList<>();
        List<String> qv = new ArrayList<>();
        List<String> qt = new ArrayList<>();
        List<Long> n = new ArrayList<>();
        List<List<BigDecimal>> sums = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            sums.add(new ArrayList<>());
        }
        List<Long> v = new ArrayList<>();
        Counts counts = new Counts();
        // One row for the set of selections the change belongs to ("CFA" for a first, counted attempt), not one per
        // selection: a read of a selection sums every set holding it (V60), and a submit writes a third of the rows.
        String code = selections.stream().map(AttemptSelection::code).collect(java.util.stream.Collectors.joining());
        sel.add(code);
        q.add("");
        qv.add(null);
        qt.add(null);
        n.add(d.n);
        addAll(sums, d.s1, d.s2, d.s3, d.s4, d.sMax, BigDecimal.ZERO, BigDecimal.ZERO, BigDecimal.ZERO);
        v.add(1L);
        d.totals.forEach((total, c) -> counts.add(code, "", "T", "", total, c));
        // Keyed by Sums.key: a bank question's version is part of its key, so two versions never share a row.
        d.questions.forEach((id, x) -> {
            sel.add(code);
            q.add(id);
            qv.add(x.versionId);
            qt.add(x.type == null ? null : x.type.name());
            n.add(x.n);
            addAll(sums, x.sx, x.sxx, BigDecimal.ZERO, BigDecimal.ZERO, x.sMax, x.st, x.stt, x.sxt);
            v.add(0L);
            x.marks.forEach((mark, c) -> counts.add(code, id, "M", "", mark, c));
            x.rests.forEach((rest, c) -> counts.add(code, id, "R", "", rest, c));
            x.choices.forEach((option, c) -> counts.add(code, id, "O", option, BigDecimal.ZERO, c));
            x.answers.forEach((answer, c) -> counts.add(code, id, "A", answer, BigDecimal.ZERO, c));
        });
        List<Statement> statements = new ArrayList<>();
        statements.add(new Statement(ADD_SUMS, formId, sel.toArray(String[]::new), q.toArray(String[]::new),
                qv.toArray(String[]::new), qt.toArray(String[]::new), n.toArray(Long[]::new), decimals(sums.get(0)), decimals(sums.get(1)), decimals(sums.get(2)),
                decimals(sums.get(3)), decimals(sums.get(4)), decimals(sums.get(5)), decimals(sums.get(6)), decimals(sums.get(7)),
                v.toArray(Long[]::new)));
        if (!counts.sel.isEmpty()) {
            statements.add(new Statement(ADD_COUNTS, formId, counts.sel.toArray(String[]::new), counts.q.toArray(String[]::new),
                    counts.d.toArray(String[]::new), counts.a.toArray(String[]::new), decimals(counts.v),
                    counts.c.toArray(Long[]::new)));
        }
        return statements;
    }

    private static final class Counts {
        final List<String> sel = new ArrayList<>();
        final List<String> q = new ArrayList<>();
        final List<String> d = new ArrayList<>();
        final List<String> a = new ArrayList<>();
        final List<BigDecimal> v = new ArrayList<>();
        final List<Long> c = new ArrayList<>();

        void add(String selection, String question, String dimension, String answer, BigDecimal value, long count) {
            sel.add(selection);
            q.add(question);
            d.add(dimension);
            a.add(answer);
            v.add(value);
            c.add(count);
        }
    }

    private static void addAll(List<List<BigDecimal>> columns, BigDecimal... values) {
        for (int i = 0; i < values.length; i++) {
            columns.get(i).add(values[i]);
        }
    }

    private static BigDecimal[] decimals(List<BigDecimal> values) {
        return values.toArray(BigDecimal[]::new);
    }

    @Override
    public Sums sums(String formId, AttemptSelection selection) {
        return Jdbc.queries(em, "select question_id, max(question_type), sum(n)::bigint, sum(s1), sum(s2), sum(s3), sum(s4), "
                + "sum(s_max), sum(st), sum(stt), sum(sxt) from statistics_sums where form_id = ? and strpos(selection, ?) > 0 "
                + "group by question_id order by question_id; "
                + "select question_id, dimension, answer, value, sum(count)::bigint from statistics_counts "
                + "where form_id = ? and strpos(selection, ?) > 0 and count <> 0 group by question_id, dimension, answer, value "
                + "having sum(count) <> 0", next -> {
                    Sums s = new Sums();
                    for (Object[] row : next.rows(SqlStatisticsStore::sumsRow)) {
                        String id = (String) row[0];
                        BigDecimal[] x = (BigDecimal[]) row[3];
                        if (id.isEmpty()) {
                            s.n = (Long) row[2];
                            s.s1 = x[0];
                            s.s2 = x[1];
                            s.s3 = x[2];
                            s.s4 = x[3];
                            s.sMax = x[4];
                            continue;
                        }
                        Sums.Question q = s.question(id);
                        q.type = row[1] == null ? null : QuestionType.valueOf((String) row[1]);
                        q.n = (Long) row[2];
                        q.sx = x[0];
                        q.sxx = x[1];
                        q.sMax = x[4];
                        q.st = x[5];
                        q.stt = x[6];
                        q.sxt = x[7];
                    }
                    for (Object[] row : next.rows(rs -> new Object[] {rs.getString(1), rs.getString(2), rs.getString(3),
                            rs.getBigDecimal(4), rs.getLong(5)})) {
                        String id = (String) row[0];
                        String dimension = (String) row[1];
                        long count = (Long) row[4];
                        if (dimension.equals("T")) {
                            s.totals.merge((BigDecimal) row[3], count, Long::sum);
                            continue;
                        }
                        Sums.Question q = s.question(id);
                        switch (dimension) {
                            case "M" -> q.marks.merge((BigDecimal) row[3], count, Long::sum);
                            case "R" -> q.rests.merge((BigDecimal) row[3], count, Long::sum);
                            case "O" -> q.choices.merge((String) row[2], count, Long::sum);
                            default -> q.answers.merge((String) row[2], count, Long::sum);
                        }
                    }
                    return s;
                }, formId, selection.code(), formId, selection.code());
    }

    private static Object[] sumsRow(ResultSet rs) throws SQLException {
        BigDecimal[] x = new BigDecimal[8];
        for (int i = 0; i < 8; i++) {
            x[i] = rs.getBigDecimal(4 + i);
        }
        return new Object[] {rs.getString(1), rs.getString(2), rs.getLong(3), x};
    }

    @Override
    public long version(String formId) {
        return Jdbc.query(em, "select coalesce(sum(version), 0) from statistics_sums where form_id = ? and question_id = ''",
                rs -> rs.getLong(1), formId).get(0);
    }

    /** The version keeps counting across a rebuild, so a stream's clients see the rebuilt report as new. */
    @Override
    public void clear(String formId) {
        Jdbc.update(em, "delete from statistics_entries where form_id = ?; delete from statistics_counts where form_id = ?; "
                + "update statistics_sums set n = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s_max = 0, st = 0, stt = 0, sxt = 0, "
                + "version = version + 1 where form_id = ?", formId, formId, formId);
    }

    @Override
    public boolean assignedBy(String formId, String userId) {
        return !Jdbc.query(em, "select 1 from assignments where form_id = ? and assigned_by_id = ? limit 1", rs -> true, formId, userId)
                .isEmpty();
    }

    private Entry entry(ResultSet rs) throws SQLException {
        Map<String, BigDecimal> asked = new LinkedHashMap<>();
        Map<String, String> versions = new HashMap<>();
        for (Asked a : json.read(rs.getString(7), ASKED, "statistics questions")) {
            asked.put(a.q(), a.max());
            if (a.v() != null) {
                versions.put(a.q(), a.v());
            }
        }
        String observation = rs.getString(8);
        return new Entry(rs.getString(1), rs.getString(2), rs.getString(3), rs.getInt(4), rs.getBoolean(5), Jdbc.instant(rs, 6), asked,
                versions, observation == null ? null : json.read(observation, OBSERVATION, "statistics observation"));
    }
}
