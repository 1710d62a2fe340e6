package app.assessment.adapters.persistence.notification;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.notification.NewNotification;
import app.assessment.application.port.out.notification.NotificationOutbox;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationType;
import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The outbox in the notifications table (V21). The enqueue joins the caller's transaction and is
 * one round trip: the reminder withdrawal, the multi-row insert and the reminders travel together,
 * a teacher recipient is looked up by the insert itself, and a reminder is written only while the
 * time the domain gave it is still ahead (docs/adr/0031). Each dispatcher step is a short transaction of its
 * own; the claim is one statement, {@code FOR UPDATE SKIP LOCKED} in a subquery, so two
 * dispatchers racing for the same rows each get different ones and never wait for each other.
 */
@ApplicationScoped
public class SqlNotificationOutbox implements NotificationOutbox {

    private static final TypeReference<Map<String, String>> PAYLOAD = new TypeReference<>() {
    };
    private static final String INSERT = "insert into notifications (id, organization_id, channel, type, status, recipient_user_id, "
            + "recipient_email, recipient_name, assignment_id, payload, scheduled_for, due_at, skip_reason, created_at) values ";
    private static final String ROW = "(?, ?, ?, ?, ?, coalesce(?, case when ? then (select assigned_by_id from assignments "
            + "where id = ?) end), ?, ?, ?, cast(? as jsonb), ?, ?, ?, ?)";
    /**
     * A reminder at the time the domain gave it (ReminderSchedule, with the organization's lead), written
     * only while that time is still ahead of the commit's clock (docs/adr/0031).
     */
    private static final String REMINDER = "insert into notifications (id, organization_id, channel, type, status, assignment_id, "
            + "payload, scheduled_for, due_at, created_at) select cast(? as text), cast(? as text), 'email', 'ASSIGNMENT_REMINDER', "
            + "'scheduled', cast(? as text), cast(? as jsonb), cast(? as timestamptz), cast(? as timestamptz), "
            + "cast(? as timestamptz) where cast(? as timestamptz) > cast(? as timestamptz)";
    private static final String WITHDRAW = "update notifications set status = 'cancelled', skip_reason = 'assignment changed' "
            + "where assignment_id = ? and type = 'ASSIGNMENT_REMINDER' and status in ('scheduled', 'queued')";

    // A batch's outcomes in one statement: each row's status says which of the columns it sets.
    private static final String RECORD = "update notifications n set status = o.status, "
            + "sent_at = case when o.status = 'sent' then o.at else n.sent_at end, "
            + "due_at = case when o.status = 'queued' then o.at else n.due_at end, "
            + "subject = case when o.status = 'sent' then left(o.subject, 500) else n.subject end, "
            + "body = case when o.status = 'sent' then o.body else n.body end, "
            + "recipient_email = coalesce(o.email, n.recipient_email), "
            + "recipient_name = coalesce(left(o.name, 200), n.recipient_name), "
            + "last_error = case when o.status = 'sent' then null when o.status in ('queued', 'failed') then left(o.error, 500) "
            + "else n.last_error end, "
            + "skip_reason = case when o.status in ('cancelled', 'skipped') then left(o.error, 200) else n.skip_reason end "
            + "from (values ";
    private static final String OUTCOME_ROW = "(cast(? as varchar), cast(? as varchar), cast(? as timestamptz), cast(? as text), "
            + "cast(? as text), cast(? as varchar), cast(? as varchar), cast(? as text))";
    private static final String RECORD_WHERE = ") o (id, status, at, subject, body, email, name, error) "
            + "where n.id = o.id and (o.status = 'sent' or n.status = 'queued')";

    private final EntityManager em;
    private final JsonColumns json;
    private final Clock clock;

    public SqlNotificationOutbox(EntityManager em, JsonColumns json, Clock clock) {
        this.em = em;
        this.json = json;
        this.clock = clock;
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void enqueue(List<NewNotification> notifications, String withdrawRemindersOf) {
        List<String> statements = new ArrayList<>();
        List<Object> params = new ArrayList<>();
        if (withdrawRemindersOf != null) {
            statements.add(WITHDRAW);
            params.add(withdrawRemindersOf);
        }
        Instant now = clock.now();
        List<String> rows = new ArrayList<>();
        List<Object> rowParams = new ArrayList<>();
        List<String> reminders = new ArrayList<>();
        List<Object> reminderParams = new ArrayList<>();
        for (NewNotification n : notifications) {
            if (isReminder(n)) {
                reminders.add(REMINDER);
                reminderParams.addAll(Arrays.asList(n.id(), n.organizationId(), n.assignmentId(),
                        json.write(n.payload(), "Notification payload"), n.scheduledFor(), n.scheduledFor(), now,
                        n.scheduledFor(), now));
            } else {
                rows.add(ROW);
                rowParams.addAll(Arrays.asList(n.id(), n.organizationId(), n.channel().wireValue(), n.type().name(),
                        n.status().wireValue(), n.recipientUserId(), n.toAssigningTeacher(), n.assignmentId(),
                        n.recipientEmail(), n.recipientName(), n.assignmentId(), json.write(n.payload(), "Notification payload"),
                        n.scheduledFor(), n.scheduledFor(), n.skipReason(), now));
            }
        }
        if (!rows.isEmpty()) {
            statements.add(INSERT + String.join(", ", rows));
            params.addAll(rowParams);
        }
        // Statements joined by ';' still travel in one round trip.
        statements.addAll(reminders);
        params.addAll(reminderParams);
        if (!statements.isEmpty()) {
            // The causing write may still sit in Hibernate's queue; the rows must exist before they are referenced.
            em.flush();
            Jdbc.update(em, String.join("; ", statements), params.toArray());
        }
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void recordSent(SentMail mail) {
        Jdbc.update(em, "insert into notifications (id, organization_id, channel, type, status, recipient_user_id, recipient_email, "
                        + "recipient_name, subject, scheduled_for, due_at, attempts, sent_at, created_at) "
                        + "values (?, ?, 'email', ?, 'sent', ?, ?, left(?, 200), left(?, 500), ?, ?, 1, ?, ?)",
                mail.id(), mail.organizationId(), mail.type().name(), mail.recipientUserId(), mail.recipientEmail(),
                mail.recipientName(), mail.subject(), mail.sentAt(), mail.sentAt(), mail.sentAt(), mail.sentAt());
    }

    private static boolean isReminder(NewNotification n) {
        return n.type() == NotificationType.ASSIGNMENT_REMINDER && n.payload().containsKey("windowEdge")
                && n.payload().containsKey("about");
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public List<Claimed> claimDue(Instant now, int limit, Duration lease) {
        // Claimed rows come back in insertion order, the order their causes happened.
        return Jdbc.query(em, "with claimed as (update notifications n set attempts = n.attempts + 1, due_at = ?, status = 'queued' "
                        + "from (select id from notifications where status in ('scheduled', 'queued') and due_at <= ? "
                        + "order by due_at, seq limit ? for update skip locked) due where n.id = due.id "
                        + "returning n.seq, n.id, n.organization_id, n.channel, n.type, n.recipient_user_id, n.recipient_email, "
                        + "n.recipient_name, n.assignment_id, n.payload::text, n.attempts, n.scheduled_for) "
                        + "select id, organization_id, channel, type, recipient_user_id, recipient_email, recipient_name, "
                        + "assignment_id, payload, attempts, scheduled_for from claimed order by seq",
                rs -> new Claimed(rs.getString(1), rs.getString(2), NotificationChannel.fromWire(rs.getString(3)),
                        NotificationType.valueOf(rs.getString(4)), rs.getString(5), rs.getString(6), rs.getString(7),
                        rs.getString(8), json.read(rs.getString(9), PAYLOAD, "Notification payload"), rs.getInt(10),
                        Jdbc.instant(rs, "scheduled_for")),
                now.plus(lease), now, limit);
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public void record(List<Outcome> outcomes) {
        if (outcomes.isEmpty()) {
            return;
        }
        List<String> rows = new ArrayList<>();
        List<Object> params = new ArrayList<>();
        for (Outcome o : outcomes) {
            rows.add(OUTCOME_ROW);
            params.addAll(Arrays.asList(o.id(), o.status().wireValue(), o.at(), o.subject(), o.body(), o.recipientEmail(),
                    o.recipientName(), o.error()));
        }
        Jdbc.update(em, RECORD + String.join(", ", rows) + RECORD_WHERE, params.toArray());
    }
}
