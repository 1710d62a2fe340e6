package app.assessment.adapters.persistence.assignment;

import app.assessment.adapters.persistence.attempt.AttemptSettingsJson;
import app.assessment.domain.attempt.Attempt;
import app.assessment.adapters.persistence.form.FormSnapshots;
import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.assignment.TestLinkSubjects;
import app.assessment.domain.assignment.Assignment;
import app.assessment.domain.assignment.AssignmentStatus;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;

/**
 * One statement: the assignment by its token, joined to its participant, to its current
 * charge whatever its status (whether it blocks the test is the domain's decision), to its form's version (which
 * FormSnapshots keys forms by), and to its open attempt with whether that attempt has an instance (only whether: the
 * form an instance shows is kept in memory by attempt, so its JSON would be read for nothing). Plain SQL: the submit
 * then changes the assignment with an update of its own, so a managed entity would only be
 * dirty-checked for nothing.
 */
@ApplicationScoped
public class SqlTestLinkSubjects implements TestLinkSubjects {

    private static final String SUBJECT_WHERE = "select a.id, a.organization_id, a.form_id, a.student_id, a.candidate_id, "
            + "a.assigned_by_id, a.token, a.status, a.scheduled_at, a.expires_at, a.cancelled_at, a.cancellation_reason, "
            + "a.completed_at, a.created_at, coalesce(s.name, c.name, '') as participant_name, ch.status as charge_status, "
            + "ch.amount, ch.payment_link, ch.qr_code, ch.qr_code_text, " + FormSnapshots.VERSION + " as form_version, "
            + "a.attempt_settings::text as attempt_settings, t.id as attempt_id, t.attempt_number, t.started_at as attempt_started_at, "
            + "t.deadline as attempt_deadline, t.grace_seconds as attempt_grace, t.instance is not null as attempt_instanced "
            + "from assignments a join forms f on f.id = a.form_id left join students s on s.id = a.student_id "
            + "left join candidates c on c.id = a.candidate_id "
            + "left join charges ch on ch.assignment_id = a.id and ch.is_current "
            + "left join attempts t on t.assignment_id = a.id and t.completed_at is null where ";

    private final EntityManager em;
    private final AttemptSettingsJson settings;

    public SqlTestLinkSubjects(EntityManager em, AttemptSettingsJson settings) {
        this.em = em;
        this.settings = settings;
    }

    @Override
    public Optional<Subject> byToken(String token) {
        return Jdbc.query(em, SUBJECT_WHERE + "a.token = ?", this::subject, token).stream().findFirst();
    }

    @Override
    public Optional<Subject> byAssignmentId(String assignmentId) {
        return Jdbc.query(em, SUBJECT_WHERE + "a.id = ?", this::subject, assignmentId).stream().findFirst();
    }

    private static Attempt openAttempt(ResultSet rs, String id, Assignment assignment) {
        try {
            return new Attempt(id, assignment.organizationId(), assignment.id(), rs.getInt("attempt_number"),
                    Jdbc.instant(rs, "attempt_started_at"), Jdbc.instant(rs, "attempt_deadline"), rs.getInt("attempt_grace"), null, null);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private Subject subject(ResultSet rs) throws SQLException {
        Assignment assignment = new Assignment(rs.getString("id"), rs.getString("organization_id"), rs.getString("form_id"),
                Participants.of(rs.getString("student_id"), rs.getString("candidate_id")), rs.getString("assigned_by_id"),
                rs.getString("token"), AssignmentStatus.valueOf(rs.getString("status")), Jdbc.instant(rs, "scheduled_at"),
                Jdbc.instant(rs, "expires_at"), Jdbc.instant(rs, "cancelled_at"), rs.getString("cancellation_reason"),
                Jdbc.instant(rs, "completed_at"), Jdbc.instant(rs, "created_at"));
        Optional<PaymentDue> due = rs.getString("charge_status") == null ? Optional.empty()
                : Optional.of(new PaymentDue(rs.getString("charge_status"), rs.getBigDecimal("amount"), rs.getString("payment_link"),
                        rs.getString("qr_code"), rs.getString("qr_code_text")));
        return new Subject(assignment, rs.getString("participant_name"), due, rs.getString("form_version"),
                settings.read(rs.getString("attempt_settings")), Optional.ofNullable(rs.getString("attempt_id"))
                        .map(id -> openAttempt(rs, id, assignment)), rs.getBoolean("attempt_instanced"));
    }
}
