package app.assessment.adapters.persistence.submission;

import app.assessment.adapters.persistence.assignment.Participants;
import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.SearchCondition;
import app.assessment.adapters.persistence.shared.SearchedPages;
import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.adapters.persistence.shared.UniqueViolations;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.form.ScoreRanges;
import app.assessment.adapters.persistence.shared.ScoreRangesJson;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.shared.SearchText;
import app.assessment.domain.submission.Submission;
import io.agroal.api.AgroalDataSource;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** Submissions and their answer snapshots; list pages read one table and never touch answers. */
@ApplicationScoped
public class PanacheSubmissionRepository implements SubmissionRepository, PanacheRepositoryBase<SubmissionEntity, String> {

    /**
     * One row whatever the number of answers: the snapshots are a JSON array on it (V12).
     * Persisting 31 entities cost the submit more in Hibernate's flush than in PostgreSQL, and 30
     * answer rows most of PostgreSQL's work.
     */
    private static final String INSERT = "insert into submissions (id, organization_id, assignment_id, form_id, student_id, "
            + "candidate_id, assigned_by_id, form_title, participant_name, search_text, total_score, max_score, percentage, "
            + "score_label, score_color, score_ranges, answers, completed_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            + "?, cast(? as jsonb), cast(? as jsonb), ?)";

    /**
     * jsonb read as text: pgjdbc would otherwise look the type up on each new connection. The
     * columns of {@link #fromRow} come first and in its order, the answers after them.
     */
    private static final String BY_ID = "select id, organization_id, assignment_id, form_id, student_id, candidate_id, "
            + "assigned_by_id, form_title, participant_name, total_score, max_score, percentage, "
            + "score_ranges::text as score_ranges, completed_at, answers::text as answers "
            + "from submissions where id = ? and organization_id = ?";

    /**
     * A list row: everything but the answers, in {@link #fromRow}'s order (read by position: a
     * lookup by name per column and row was a tenth of the row mapping's CPU).
     */
    private static final String LISTED = "r.id, r.organization_id, r.assignment_id, r.form_id, r.student_id, r.candidate_id, "
            + "r.assigned_by_id, r.form_title, r.participant_name, r.total_score, r.max_score, r.percentage, "
            + "r.score_ranges::text as score_ranges, r.completed_at";
    /** The columns {@link #fromRow} reads, from the one it is given. */
    private static final int ROW_COLUMNS = 14;

    /** Kept by a trigger on submissions (V8), so the unfiltered total never counts rows. */
    private static final String ORGANIZATION_TOTAL_SQL =
            "select coalesce(sum(submissions), 0) from submission_totals where organization_id = ?";

    /**
     * The assigning user's current name, read with the page: a primary-key join per listed row
     * costs less than the separate round trip that read the names after the page.
     */
    private static final String ASSIGNER = "u.name as assigned_by_name";
    private static final String ASSIGNER_JOIN = "left join users u on u.id = r.assigned_by_id";

    /**
     * The organization's total as a column of the unfiltered page: PostgreSQL reads it once (an
     * InitPlan) and the page and its total cost one round trip instead of two. Its parameter comes
     * first. A page past the end has no row to carry it and reads it apart.
     */
    private static final String ORGANIZATION_TOTAL = "(" + ORGANIZATION_TOTAL_SQL + ") as organization_total";

    private static final TypeReference<List<AnswerSnapshot>> ANSWERS = new TypeReference<>() {
    };

    private final ScoreRangesJson ranges;
    private final JsonColumns json;
    private final AgroalDataSource dataSource;

    public PanacheSubmissionRepository(ScoreRangesJson ranges, JsonColumns json, AgroalDataSource dataSource) {
        this.ranges = ranges;
        this.json = json;
        this.dataSource = dataSource;
    }

    @Override
    public void add(Submission s) {
        UniqueViolations.translate(() -> Jdbc.update(getEntityManager(), INSERT, s.id(), s.organizationId(), s.assignmentId(),
                s.formId(), s.participant().studentId().orElse(null), s.participant().candidateId().orElse(null),
                s.assignedById(), s.formTitle(), s.participantName(),
                SearchText.normalize(s.participantName()) + " " + SearchText.normalize(s.formTitle()), s.score().total(),
                s.score().max(), s.score().percentage(), s.score().label(), s.score().color(), ranges.write(s.scoreRanges()),
                json.write(s.answers(), "Answer snapshots"), s.completedAt()));
    }

    @Override
    public Optional<Submission> byId(String organizationId, String id) {
        return Jdbc.query(getEntityManager(), BY_ID, this::withAnswers, id, organizationId).stream().findFirst();
    }

    @Override
    public boolean formOwnedBy(String formId, String userId) {
        return !Jdbc.query(getEntityManager(), "select 1 from forms where id = ? and owner_id = ?", rs -> true, formId, userId).isEmpty();
    }

    /**
     * On a pooled connection of its own, outside any transaction (ADR 0007), as the forms list:
     * no Hibernate session is opened for the request and closed at its end only to lend a connection.
     */
    @Override
    public Page page(Filter filter, int offset, int limit) {
        try (Connection connection = dataSource.getConnection()) {
            return page(connection, filter, offset, limit);
        } catch (SQLException e) {
            throw new IllegalStateException("Submission page failed: " + e.getMessage(), e);
        }
    }

    private Page page(Connection connection, Filter filter, int offset, int limit) throws SQLException {
        List<Object> params = new ArrayList<>();
        String where = where(filter, params);
        if (filter.searchPattern() != null) {
            return searched(connection, where, params, offset, limit);
        }
        boolean unfiltered = unfiltered(filter);
        List<Object> paged = new ArrayList<>();
        if (unfiltered) {
            paged.add(filter.organizationId());
        }
        paged.addAll(params);
        paged.add(offset);
        paged.add(limit);
        Map<String, String> names = new HashMap<>();
        long[] organizationTotal = {0};
        List<Submission> items = Jdbc.query(connection, "select " + LISTED + ", " + ASSIGNER
                + (unfiltered ? ", " + ORGANIZATION_TOTAL : "") + " from submissions r " + ASSIGNER_JOIN + " where " + where
                + " order by r.completed_at desc, r.id desc offset ? limit ?", rs -> {
                    if (unfiltered) {
                        organizationTotal[0] = rs.getLong(ROW_COLUMNS + 2);
                    }
                    return listed(rs, 1, names);
                }, paged.toArray());
        boolean lastPage = items.size() < limit && (offset == 0 || !items.isEmpty());
        if (lastPage) {
            return new Page(items, names, offset + items.size());
        }
        if (unfiltered) {
            return new Page(items, names, items.isEmpty() ? organizationTotal(connection, filter.organizationId()) : organizationTotal[0]);
        }
        return new Page(items, names, Jdbc.query(connection, "select count(*) from submissions r where " + where,
                rs -> rs.getLong(1), params.toArray()).get(0));
    }

    /** The list's conditions over {@code submissions r}, their values added to {@code params}. */
    private static String where(Filter filter, List<Object> params) {
        StringBuilder where = new StringBuilder();
        if (filter.searchPattern() == null) {
            where.append("r.organization_id = ?");
            params.add(filter.organizationId());
        } else {
            SearchCondition search = SearchCondition.on("r.search_text", filter.searchPattern())
                    .within("r.organization_id", filter.organizationId());
            where.append(search.sql());
            params.addAll(search.parameters());
        }
        if (filter.visibleTo() != null) {
            where.append(" and (r.assigned_by_id = ? or r.form_id in (select f.id from forms f where f.owner_id = ?))");
            params.add(filter.visibleTo());
            params.add(filter.visibleTo());
        }
        if (filter.formId() != null) {
            where.append(" and r.form_id = ?");
            params.add(filter.formId());
        }
        if (filter.studentId() != null) {
            where.append(" and (r.student_id = ? or r.candidate_id = ?)");
            params.add(filter.studentId());
            params.add(filter.studentId());
        }
        if (filter.from() != null) {
            where.append(" and r.completed_at >= ?");
            params.add(filter.from());
        }
        if (filter.to() != null) {
            where.append(" and r.completed_at <= ?");
            params.add(filter.to());
        }
        return where.toString();
    }

    /** A search's page and total in one statement over its matches (SearchedPages, ADR 0033). */
    private Page searched(Connection connection, String where, List<Object> params, int offset, int limit) throws SQLException {
        String sql = SearchedPages.select("submissions", "r", LISTED + ", " + ASSIGNER, ASSIGNER_JOIN, where,
                "completed_at desc, id desc", offset, limit);
        long[] total = {0};
        Map<String, String> names = new HashMap<>();
        List<Submission> items = Jdbc.query(connection, sql, rs -> {
            total[0] = rs.getLong(1);
            return rs.getString(2) == null ? null : listed(rs, 2, names);
        }, params.toArray()).stream().filter(Objects::nonNull).toList();
        return new Page(items, names, total[0]);
    }

    /**
     * A list row whose {@link #LISTED} columns start at {@code at}, its assigner's name right after
     * them; that name, when the user is found, goes to {@code names}.
     */
    private Submission listed(ResultSet rs, int at, Map<String, String> names) throws SQLException {
        Submission submission = fromRow(rs, at, List.of());
        String assigner = rs.getString(at + ROW_COLUMNS);
        if (assigner != null) {
            names.put(submission.assignedById(), assigner);
        }
        return submission;
    }

    /** The {@link #LISTED} columns, starting at column {@code at}. */
    private Submission fromRow(ResultSet rs, int at, List<AnswerSnapshot> answers) throws SQLException {
        int c = at - 1;
        String id = rs.getString(c + 1);
        String organizationId = rs.getString(c + 2);
        String assignmentId = rs.getString(c + 3);
        String formId = rs.getString(c + 4);
        String studentId = rs.getString(c + 5);
        String candidateId = rs.getString(c + 6);
        String assignedById = rs.getString(c + 7);
        String formTitle = rs.getString(c + 8);
        String participantName = rs.getString(c + 9);
        BigDecimal total = rs.getBigDecimal(c + 10);
        BigDecimal max = rs.getBigDecimal(c + 11);
        BigDecimal percentage = rs.getBigDecimal(c + 12);
        List<ScoreRange> snapshot = ranges.read(rs.getString(c + 13));
        ScoreResult score = new ScoreResult(total, max, percentage, ScoreRanges.holding(snapshot, total));
        return new Submission(id, organizationId, assignmentId, formId, formTitle, Participants.of(studentId, candidateId),
                participantName, assignedById, score, snapshot, answers, Jdbc.instant(rs, c + 14));
    }

    private static boolean unfiltered(Filter f) {
        return f.visibleTo() == null && f.formId() == null && f.studentId() == null && f.searchPattern() == null
                && f.from() == null && f.to() == null;
    }

    private static long organizationTotal(Connection connection, String organizationId) throws SQLException {
        return Jdbc.query(connection, ORGANIZATION_TOTAL_SQL, rs -> rs.getLong(1), organizationId).get(0);
    }

    /** Only the single-submission read loads the answers; list pages never select them. */
    private Submission withAnswers(ResultSet rs) throws SQLException {
        return fromRow(rs, 1, json.read(rs.getString(ROW_COLUMNS + 1), ANSWERS, "answer snapshots"));
    }
}
