package app.assessment.adapters.persistence.notification;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.notification.NotificationReads;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The inbox reads follow ix_notifications_inbox and ix_notifications_unread: page, total and
 * unread count in one round trip, whatever the number of notifications the user has.
 */
@ApplicationScoped
public class SqlNotificationReads implements NotificationReads {

    private static final String INBOX = " from notifications where recipient_user_id = ? and channel = 'in_app' and status = 'sent'";

    private final EntityManager em;

    public SqlNotificationReads(EntityManager em) {
        this.em = em;
    }

    @Override
    public InboxPage inbox(String userId, boolean unreadOnly, int offset, int limit) {
        String filter = INBOX + (unreadOnly ? " and read_at is null" : "");
        return Jdbc.queries(em, "select id, type, subject, body, created_at, read_at" + filter
                        + " order by created_at desc, id desc limit ? offset ?; select count(*)" + filter
                        + "; select count(*)" + INBOX + " and read_at is null",
                next -> new InboxPage(next.rows(rs -> new InboxItem(rs.getString(1), rs.getString(2), rs.getString(3),
                        rs.getString(4), Jdbc.instant(rs, "created_at"), Jdbc.instant(rs, "read_at"))),
                        next.rows(rs -> rs.getLong(1)).get(0), next.rows(rs -> rs.getLong(1)).get(0)),
                userId, limit, offset, userId, userId);
    }

    @Override
    public boolean markRead(String userId, String id, Instant at) {
        List<Integer> found = Jdbc.query(em, "update notifications set read_at = coalesce(read_at, ?) where id = ? "
                + "and recipient_user_id = ? and channel = 'in_app' and status = 'sent' returning 1", rs -> 1, at, id, userId);
        return !found.isEmpty();
    }

    @Override
    public int markAllRead(String userId, Instant at) {
        return Jdbc.update(em, "update notifications set read_at = ? where recipient_user_id = ? and channel = 'in_app' "
                + "and status = 'sent' and read_at is null", at, userId);
    }

    @Override
    public LogPage log(LogFilter filter, int offset, int limit) {
        StringBuilder where = new StringBuilder(" from notifications where true");
        List<Object> params = new ArrayList<>();
        add(where, params, " and organization_id = ?", filter.organizationId());
        add(where, params, " and type = ?", filter.type());
        add(where, params, " and channel = ?", filter.channel());
        add(where, params, " and status = ?", filter.status());
        if (filter.recipient() != null) {
            where.append(" and (recipient_user_id = ? or lower(recipient_email) = lower(?))");
            params.add(filter.recipient());
            params.add(filter.recipient());
        }
        add(where, params, " and created_at >= ?", filter.from());
        add(where, params, " and created_at < ?", filter.to());
        add(where, params, " and batch_id = ?", filter.batchId());
        List<Object> all = new ArrayList<>(params);
        all.add(limit);
        all.add(offset);
        all.addAll(params);
        return Jdbc.queries(em, "select id, organization_id, type, channel, status, recipient_user_id, recipient_email, "
                        + "recipient_name, subject, scheduled_for, sent_at, attempts, last_error, skip_reason, read_at, created_at, batch_id"
                        + where + " order by created_at desc, id desc limit ? offset ?; select count(*)" + where,
                next -> new LogPage(next.rows(rs -> new LogItem(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        rs.getString(5), rs.getString(6), rs.getString(7), rs.getString(8), rs.getString(9),
                        Jdbc.instant(rs, "scheduled_for"), Jdbc.instant(rs, "sent_at"), rs.getInt(12), rs.getString(13),
                        rs.getString(14), Jdbc.instant(rs, "read_at"), Jdbc.instant(rs, "created_at"), rs.getString(17))),
                        next.rows(rs -> rs.getLong(1)).get(0)),
                all.toArray());
    }

    private static void add(StringBuilder where, List<Object> params, String condition, Object value) {
        if (value != null) {
            where.append(condition);
            params.add(value);
        }
    }
}
