package app.assessment.adapters.persistence.submission;

import app.assessment.adapters.persistence.assignment.Participants;
import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.UniqueViolations;
import app.assessment.application.port.out.submission.SubmissionRepository;
import app.assessment.domain.form.AnswerSnapshot;
import app.assessment.domain.form.ScoreRange;
import app.assessment.domain.form.ScoreRanges;
import app.assessment.adapters.persistence.shared.ScoreRangesJson;
import app.assessment.domain.form.ScoreResult;
import app.assessment.domain.shared.SearchText;
import app.assessment.domain.submission.Submission;
import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import io.quarkus.panache.common.Parameters;
import io.quarkus.panache.common.Sort;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Submissions and their answer snapshots; list pages read one table and never touch answers. */
@ApplicationScoped
public class PanacheSubmissionRepository implements SubmissionRepository, PanacheRepositoryBase<SubmissionEntity, String> {

    /**
     * One statement whatever the number of answers: the submission row, and every answer
     * snapshot from one JSON array beside it. Persisting 31 entities cost the submit more in
     * Hibernate's flush than in PostgreSQL. The answers can only name the row the same statement
     * inserts.
     */
    private static final String INSERT = "with s as (insert into submissions (id, organization_id, assignment_id, form_id, "
            + "student_id, candidate_id, assigned_by_id, form_title, participant_name, search_text, total_score, max_score, "
            + "percentage, score_label, score_color, score_ranges, completed_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            + "?, cast(? as jsonb), ?) returning id) "
            + "insert into submission_answers (submission_id, position, question_id, question_text, selected_option_id, "
            + "selected_option_text, points) select s.id, a.position, a.question_id, a.question_text, a.selected_option_id, "
            + "a.selected_option_text, a.points from s, jsonb_to_recordset(cast(? as jsonb)) as a(position integer, "
            + "question_id text, question_text text, selected_option_id text, selected_option_text text, points numeric)";

    private final ScoreRangesJson ranges;
    private final ObjectMapper json;

    public PanacheSubmissionRepository(ScoreRangesJson ranges, ObjectMapper json) {
        this.ranges = ranges;
        this.json = json;
    }

    @Override
    public void add(Submission s) {
        UniqueViolations.translate(() -> Jdbc.update(getEntityManager(), INSERT, s.id(), s.organizationId(), s.assignmentId(),
                s.formId(), Participants.studentId(s.participant()), Participants.candidateId(s.participant()),
                s.assignedById(), s.formTitle(), s.participantName(),
                SearchText.normalize(s.participantName()) + " " + SearchText.normalize(s.formTitle()), s.score().total(),
                s.score().max(), s.score().percentage(), s.score().label(), s.score().color(), ranges.write(s.scoreRanges()),
                s.completedAt(), answerRows(s.answers())));
    }

    private String answerRows(List<AnswerSnapshot> answers) {
        List<Map<String, Object>> rows = new ArrayList<>(answers.size());
        for (int i = 0; i < answers.size(); i++) {
            AnswerSnapshot a = answers.get(i);
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("position", i);
            row.put("question_id", a.questionId());
            row.put("question_text", a.questionText());
            row.put("selected_option_id", a.optionId());
            row.put("selected_option_text", a.optionText());
            row.put("points", a.points());
            rows.add(row);
        }
        try {
            return json.writeValueAsString(rows);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("Answer snapshots are not serialisable", e);
        }
    }

    @Override
    public Optional<Submission> byId(String organizationId, String id) {
        return find("id = ?1 and organizationId = ?2", id, organizationId).firstResultOptional()
                .map(e -> toDomain(e, answersOf(e.id)));
    }

    @Override
    public boolean formOwnedBy(String formId, String userId) {
        return !getEntityManager().createNativeQuery("select 1 from forms where id = ?1 and owner_id = ?2")
                .setParameter(1, formId).setParameter(2, userId).getResultList().isEmpty();
    }

    @Override
    public Page page(Filter filter, int offset, int limit) {
        StringBuilder where = new StringBuilder("organizationId = :org");
        Parameters params = Parameters.with("org", filter.organizationId());
        if (filter.visibleTo() != null) {
            where.append(" and (assignedById = :user or formId in (select f.id from FormEntity f where f.ownerId = :user))");
            params.and("user", filter.visibleTo());
        }
        if (filter.formId() != null) {
            where.append(" and formId = :form");
            params.and("form", filter.formId());
        }
        if (filter.studentId() != null) {
            where.append(" and (studentId = :student or candidateId = :student)");
            params.and("student", filter.studentId());
        }
        if (filter.searchPattern() != null) {
            where.append(" and searchText like :search escape '\\'");
            params.and("search", filter.searchPattern());
        }
        if (filter.from() != null) {
            where.append(" and completedAt >= :from");
            params.and("from", filter.from());
        }
        if (filter.to() != null) {
            where.append(" and completedAt <= :to");
            params.and("to", filter.to());
        }
        String query = where.toString();
        List<Submission> items = find(query, Sort.descending("completedAt", "id"), params).range(offset, offset + limit - 1)
                .list().stream().map(e -> toDomain(e, List.of())).toList();
        boolean lastPage = items.size() < limit && (offset == 0 || !items.isEmpty());
        if (lastPage) {
            return new Page(items, offset + items.size());
        }
        return new Page(items, unfiltered(filter) ? organizationTotal(filter.organizationId()) : count(query, params));
    }

    private static boolean unfiltered(Filter f) {
        return f.visibleTo() == null && f.formId() == null && f.studentId() == null && f.searchPattern() == null
                && f.from() == null && f.to() == null;
    }

    /** Kept by a trigger on submissions (V8), so the unfiltered total never counts rows. */
    private long organizationTotal(String organizationId) {
        Object total = getEntityManager()
                .createNativeQuery("select coalesce(sum(submissions), 0) from submission_totals where organization_id = ?1")
                .setParameter(1, organizationId)
                .getSingleResult();
        return ((Number) total).longValue();
    }

    private List<AnswerSnapshot> answersOf(String submissionId) {
        return getEntityManager().createQuery("from SubmissionAnswerEntity where submissionId = :id order by position",
                        SubmissionAnswerEntity.class)
                .setParameter("id", submissionId).getResultStream()
                .map(a -> new AnswerSnapshot(a.questionId, a.questionText, a.selectedOptionId, a.selectedOptionText, a.points))
                .toList();
    }

    private Submission toDomain(SubmissionEntity e, List<AnswerSnapshot> answers) {
        List<ScoreRange> snapshot = ranges.read(e.scoreRanges);
        ScoreResult score = new ScoreResult(e.totalScore, e.maxScore, e.percentage, ScoreRanges.holding(snapshot, e.totalScore));
        return new Submission(e.id, e.organizationId, e.assignmentId, e.formId, e.formTitle, Participants.of(e.studentId, e.candidateId),
                e.participantName, e.assignedById, score, snapshot, answers, e.completedAt);
    }
}
