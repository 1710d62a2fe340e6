package app.assessment.adapters.persistence.submission;

import app.assessment.adapters.persistence.assignment.Participants;
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
import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Optional;

/** Submissions and their answer snapshots; list pages read one table and never touch answers. */
@ApplicationScoped
public class PanacheSubmissionRepository implements SubmissionRepository, PanacheRepositoryBase<SubmissionEntity, String> {

    private final ScoreRangesJson ranges;

    public PanacheSubmissionRepository(ScoreRangesJson ranges) {
        this.ranges = ranges;
    }

    @Override
    public void add(Submission s) {
        SubmissionEntity e = new SubmissionEntity();
        e.id = s.id();
        e.organizationId = s.organizationId();
        e.assignmentId = s.assignmentId();
        e.formId = s.formId();
        e.studentId = Participants.studentId(s.participant());
        e.candidateId = Participants.candidateId(s.participant());
        e.assignedById = s.assignedById();
        e.formTitle = s.formTitle();
        e.participantName = s.participantName();
        e.searchText = SearchText.normalize(s.participantName()) + " " + SearchText.normalize(s.formTitle());
        e.totalScore = s.score().total();
        e.maxScore = s.score().max();
        e.percentage = s.score().percentage();
        e.scoreLabel = s.score().label();
        e.scoreColor = s.score().color();
        e.scoreRanges = ranges.write(s.scoreRanges());
        e.completedAt = s.completedAt();
        UniqueViolations.translate(() -> persistAndFlush(e));
        for (int i = 0; i < s.answers().size(); i++) {
            AnswerSnapshot a = s.answers().get(i);
            SubmissionAnswerEntity answer = new SubmissionAnswerEntity();
            answer.submissionId = s.id();
            answer.position = i;
            answer.questionId = a.questionId();
            answer.questionText = a.questionText();
            answer.selectedOptionId = a.optionId();
            answer.selectedOptionText = a.optionText();
            answer.points = a.points();
            getEntityManager().persist(answer);
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
        return new Page(items, lastPage ? offset + items.size() : count(query, params));
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
