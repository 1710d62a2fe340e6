package app.assessment.adapters.persistence.submission;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.adapters.persistence.shared.ScoreRangesJson;
import app.assessment.adapters.persistence.shared.UniqueViolations;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.shared.SearchText;
import app.assessment.domain.submission.Submission;
import com.fasterxml.jackson.core.type.TypeReference;
import io.agroal.api.AgroalDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.Collection;
import java.util.HashMap;
import java.util.ArrayList;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Submissions and their answer snapshots in plain SQL; list pages ({@link SubmissionPages}) read
 * one table and never touch answers.
 */
@ApplicationScoped
public class SqlSubmissionRepository implements SubmissionRepository {

    /**
     * One row whatever the number of answers: the snapshots are a JSON array on it (V12).
     * Persisting 31 entities cost the submit more in Hibernate's flush than in PostgreSQL, and 30
     * answer rows most of PostgreSQL's work.
     */
    private static final String INSERT = "insert into submissions (id, organization_id, assignment_id, form_id, student_id, "
            + "candidate_id, assigned_by_id, form_title, participant_name, search_text, total_score, max_score, percentage, "
            + "score_label, score_color, score_ranges, answers, completed_at, pending_grading, attempt_number, counted) values (?, ?, "
            + "?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, cast(? as jsonb), cast(? as jsonb), ?, ?, ?, ?)";

    /** jsonb read as text: pgjdbc would otherwise look the type up on each new connection. The answers come last. */
    private static final String BY_ID = "select " + SubmissionRows.LISTED + ", r.answers::text as answers "
            + "from submissions r where r.id = ? and r.organization_id = ?";

    private static final TypeReference<List<AnswerSnapshot>> ANSWERS = new TypeReference<>() {
    };
    private static final TypeReference<AnswerSnapshot> ANSWER = new TypeReference<>() {
    };

    private static final String UPDATE = "update submissions set answers = cast(? as jsonb), total_score = ?, max_score = ?, "
            + "percentage = ?, score_label = ?, score_color = ?, pending_grading = ? where id = ? and organization_id = ?";

    /**
     * The waiting answers themselves, each with its submission (answers left out: the answer is the
     * row's own), by ix_submissions_pending_grading. Offset and limit are the page's.
     */
    private static final String PENDING = "select " + SubmissionRows.LISTED + ", a.value::text from submissions r "
            + "cross join lateral jsonb_array_elements(r.answers) with ordinality a(value, position) "
            + "where r.organization_id = ? and r.pending_grading and (cast(? as text) is null or r.assigned_by_id = ?) "
            + "and (cast(? as text) is null or r.form_id = ?) "
            + "and a.value ->> 'pendingGrading' = 'true' order by r.completed_at, r.id, a.position offset ? limit ?";
    private static final String PENDING_COUNT = "select count(*) from submissions r "
            + "cross join lateral jsonb_array_elements(r.answers) a(value) "
            + "where r.organization_id = ? and r.pending_grading and (cast(? as text) is null or r.assigned_by_id = ?) "
            + "and (cast(? as text) is null or r.form_id = ?) and a.value ->> 'pendingGrading' = 'true'";

    private final ScoreRangesJson ranges;
    private final JsonColumns json;
    private final EntityManager em;
    private final AgroalDataSource dataSource;
    private final SubmissionPages pages;

    public SqlSubmissionRepository(ScoreRangesJson ranges, JsonColumns json, EntityManager em, AgroalDataSource dataSource) {
        this.ranges = ranges;
        this.json = json;
        this.em = em;
        this.dataSource = dataSource;
        this.pages = new SubmissionPages(ranges);
    }

    @Override
    public void add(Submission s) {
        UniqueViolations.translate(() -> Jdbc.update(em, INSERT, s.id(), s.organizationId(), s.assignmentId(),
                s.formId(), s.participant().studentId().orElse(null), s.participant().candidateId().orElse(null),
                s.assignedById(), s.formTitle(), s.participantName(),
                SearchText.normalize(s.participantName()) + " " + SearchText.normalize(s.formTitle()), s.score().total(),
                s.score().max(), s.score().percentage(), s.score().label(), s.score().color(), ranges.write(s.scoreRanges()),
                json.writeWithoutNulls(s.answers(), "Answer snapshots"), s.completedAt(), s.pendingGrading(), s.attemptNumber(),
                s.counted()));
    }

    @Override
    public List<CompletedAttempt> attemptsOf(String assignmentId) {
        return attemptsOf(List.of(assignmentId)).getOrDefault(assignmentId, List.of());
    }

    @Override
    public Map<String, List<CompletedAttempt>> attemptsOf(Collection<String> assignmentIds) {
        Map<String, List<CompletedAttempt>> byAssignment = new HashMap<>();
        if (assignmentIds.isEmpty()) {
            return byAssignment;
        }
        Jdbc.query(em, "select attempt_number, total_score, max_score, completed_at, id, assignment_id from submissions "
                        + "where assignment_id = any(?) order by assignment_id, attempt_number",
                rs -> byAssignment.computeIfAbsent(rs.getString(6), id -> new ArrayList<>()).add(new CompletedAttempt(rs.getInt(1),
                        rs.getBigDecimal(2), rs.getBigDecimal(3), Jdbc.instant(rs, 4), rs.getString(5))),
                (Object) assignmentIds.toArray(String[]::new));
        return byAssignment;
    }

    @Override
    public void markCounted(String assignmentId, Set<Integer> attemptNumbers) {
        Jdbc.update(em, "update submissions set counted = (attempt_number = any(?)) where assignment_id = ? "
                + "and counted <> (attempt_number = any(?))", attemptNumbers.toArray(Integer[]::new), assignmentId,
                attemptNumbers.toArray(Integer[]::new));
    }

    @Override
    public Optional<Submission> byId(String organizationId, String id) {
        return Jdbc.query(em, BY_ID, this::withAnswers, id, organizationId).stream().findFirst();
    }

    @Override
    public Optional<Submission> lockById(String organizationId, String id) {
        return Jdbc.query(em, BY_ID + " for update", this::withAnswers, id, organizationId).stream().findFirst();
    }

    @Override
    public List<Submission> lockAllOfForm(String organizationId, String formId) {
        return Jdbc.query(em, "select " + SubmissionRows.LISTED + ", r.answers::text as answers from submissions r "
                + "where r.form_id = ? and r.organization_id = ? order by r.completed_at, r.id for update", this::withAnswers,
                formId, organizationId);
    }

    @Override
    public void update(Submission s) {
        Jdbc.update(em, UPDATE, json.writeWithoutNulls(s.answers(), "Answer snapshots"), s.score().total(), s.score().max(),
                s.score().percentage(), s.score().label(), s.score().color(), s.pendingGrading(), s.id(), s.organizationId());
    }

    @Override
    public PendingPage pendingGrading(String organizationId, String assignedBy, String formId, int offset, int limit) {
        List<Pending> items = Jdbc.query(em, PENDING, rs -> new Pending(SubmissionRows.fromRow(ranges, rs, 1, List.of()),
                json.read(rs.getString(SubmissionRows.ROW_COLUMNS + 1), ANSWER, "answer snapshots")),
                organizationId, assignedBy, assignedBy, formId, formId, offset, limit);
        long total = Jdbc.query(em, PENDING_COUNT, rs -> rs.getLong(1), organizationId, assignedBy, assignedBy, formId, formId)
                .get(0);
        return new PendingPage(items, total);
    }

    @Override
    public boolean formOwnedBy(String formId, String userId) {
        return !Jdbc.query(em, "select 1 from forms where id = ? and owner_id = ?", rs -> true, formId, userId).isEmpty();
    }

    /**
     * On a pooled connection of its own, outside any transaction (ADR 0007), as the forms list:
     * no Hibernate session is opened for the request and closed at its end only to lend a connection.
     */
    @Override
    public Page page(Filter filter, int offset, int limit) {
        try (Connection connection = dataSource.getConnection()) {
            return pages.page(connection, filter, offset, limit);
        } catch (SQLException e) {
            throw new IllegalStateException("Submission page failed: " + e.getMessage(), e);
        }
    }

    /** Only the single-submission read loads the answers; list pages never select them. */
    private Submission withAnswers(ResultSet rs) throws SQLException {
        return SubmissionRows.fromRow(ranges, rs, 1, json.read(rs.getString(SubmissionRows.ROW_COLUMNS + 1), ANSWERS, "answer snapshots"));
    }
}
