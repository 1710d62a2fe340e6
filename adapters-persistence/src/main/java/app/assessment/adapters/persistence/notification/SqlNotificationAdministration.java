package app.assessment.adapters.persistence.notification;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.application.port.out.notification.NotificationAdministration;
import app.assessment.domain.notification.NotificationChannel;
import app.assessment.domain.notification.NotificationStatus;
import app.assessment.domain.user.Role;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Announcements and the administrators' changes to the outbox. An announcement is one
 * {@code insert ... select} over the organization's users and the chosen channels, however many
 * recipients there are; its ids are random (96 bits), made by PostgreSQL.
 */
@ApplicationScoped
public class SqlNotificationAdministration implements NotificationAdministration {

    private static final String ANNOUNCE = "insert into notifications (id, organization_id, channel, type, status, "
            + "recipient_user_id, payload, scheduled_for, due_at, created_at, batch_id) "
            + "select 'n' || left(replace(cast(gen_random_uuid() as text), '-', ''), 24), u.organization_id, c.channel, "
            + "'ANNOUNCEMENT', cast(? as text), u.id, cast(? as jsonb), cast(? as timestamptz), cast(? as timestamptz), "
            + "cast(? as timestamptz), cast(? as text) "
            + "from users u cross join (values ('email'), ('in_app')) c (channel) "
            + "where u.organization_id = ? and u.active and (cast(? as text) is null or u.role = cast(? as text)) "
            + "and ((c.channel = 'email' and cast(? as boolean)) or (c.channel = 'in_app' and cast(? as boolean))) "
            + "order by u.created_at, u.id, c.channel";

    private final EntityManager em;
    private final JsonColumns json;

    public SqlNotificationAdministration(EntityManager em, JsonColumns json) {
        this.em = em;
        this.json = json;
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public int announce(String batchId, String organizationId, Role role, Set<NotificationChannel> channels, String title,
                        String body, Instant sendAt, boolean scheduled, Instant now) {
        String roleName = role == null ? null : role.wireValue();
        return Jdbc.update(em, ANNOUNCE, (scheduled ? NotificationStatus.SCHEDULED : NotificationStatus.QUEUED).wireValue(),
                json.write(Map.of("title", title, "body", body), "Notification payload"), sendAt, sendAt, now, batchId,
                organizationId, roleName, roleName, channels.contains(NotificationChannel.EMAIL),
                channels.contains(NotificationChannel.IN_APP));
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<NotificationStatus> statusOf(String id) {
        // A notification by its id; else a batch: pending while any of its rows is.
        return Jdbc.query(em, "(select status, 0 as rank from notifications where id = ?) union all (select status, "
                        + "case when status in ('scheduled', 'queued') then 1 else 2 end from notifications where batch_id = ?) "
                        + "order by rank limit 1",
                rs -> NotificationStatus.fromWire(rs.getString(1)), id, id).stream().findFirst();
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public int cancel(String id, String reason) {
        return Jdbc.update(em, "update notifications set status = 'cancelled', skip_reason = ? "
                + "where (id = ? or batch_id = ?) and status in ('scheduled', 'queued')", reason, id, id);
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean requeueFailed(String id, Instant now) {
        return Jdbc.update(em, "update notifications set status = 'queued', due_at = ?, attempts = 0 "
                + "where id = ? and status = 'failed'", now, id) == 1;
    }
}
