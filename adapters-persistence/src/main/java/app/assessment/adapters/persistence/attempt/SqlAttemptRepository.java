package app.assessment.adapters.persistence.attempt;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.attempt.AttemptRepository;
import app.assessment.domain.assignment.Participant;
import app.assessment.domain.attempt.Attempt;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Plain SQL over {@code attempts} (V47); the partial unique index keeps one open attempt per assignment. */
@ApplicationScoped
public class SqlAttemptRepository implements AttemptRepository {

    private static final String COLUMNS = "t.id, t.organization_id, t.assignment_id, t.attempt_number, t.started_at, t.deadline, "
            + "t.grace_seconds, t.completed_at, t.submission_id";

    private final EntityManager em;

    public SqlAttemptRepository(EntityManager em) {
        this.em = em;
    }

    @Override
    public Optional<Attempt> open(String assignmentId) {
        return Jdbc.query(em, "select " + COLUMNS + " from attempts t where t.assignment_id = ? and t.completed_at is null",
                SqlAttemptRepository::attempt, assignmentId).stream().findFirst();
    }

    @Override
    public boolean addIfNoneOpen(Attempt a) {
        return Jdbc.update(em, "insert into attempts (id, organization_id, assignment_id, attempt_number, started_at, deadline, "
                        + "grace_seconds, closes_at) values (?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing", a.id(), a.organizationId(),
                a.assignmentId(), a.number(), a.startedAt(), a.deadline(), a.graceSeconds(), a.closesAt()) == 1;
    }

    @Override
    public boolean completeIfOpen(Attempt completed) {
        return Jdbc.update(em, "update attempts set completed_at = ?, submission_id = ? where id = ? and completed_at is null",
                completed.completedAt(), completed.submissionId(), completed.id()) == 1;
    }

    @Override
    public void discard(Attempt attempt) {
        Jdbc.update(em, "delete from attempts where id = ? and completed_at is null", attempt.id());
    }

    @Override
    public void moveDeadline(Attempt a) {
        Jdbc.update(em, "update attempts set deadline = ?, closes_at = ? where id = ? and completed_at is null",
                a.deadline(), a.closesAt(), a.id());
    }

    @Override
    public List<Attempt> claimDue(Instant now, int limit) {
        return Jdbc.query(em, "select " + COLUMNS + " from attempts t where t.completed_at is null and t.closes_at < ? "
                + "order by t.closes_at limit ? for update skip locked", SqlAttemptRepository::attempt, now, limit);
    }

    @Override
    public List<Attempt> openOf(String organizationId, Participant participant) {
        return Jdbc.query(em, "select " + COLUMNS + " from attempts t join assignments a on a.id = t.assignment_id "
                        + "where t.organization_id = ? and t.completed_at is null and (a.student_id = ? or a.candidate_id = ?)",
                SqlAttemptRepository::attempt, organizationId, participant.studentId().orElse(null),
                participant.candidateId().orElse(null));
    }

    private static Attempt attempt(ResultSet rs) throws SQLException {
        return new Attempt(rs.getString(1), rs.getString(2), rs.getString(3), rs.getInt(4), Jdbc.instant(rs, 5),
                Jdbc.instant(rs, 6), rs.getInt(7), Jdbc.instant(rs, 8), rs.getString(9));
    }
}
