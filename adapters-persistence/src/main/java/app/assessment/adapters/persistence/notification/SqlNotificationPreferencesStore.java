package app.assessment.adapters.persistence.notification;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.application.port.out.notification.NotificationPreferencesStore;
import app.assessment.domain.notification.NotificationPreferences;
import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** The notification_preferences table (V27): one row per organization that changed its settings. */
@ApplicationScoped
public class SqlNotificationPreferencesStore implements NotificationPreferencesStore {

    private static final TypeReference<List<String>> PAIRS = new TypeReference<>() {
    };

    private final EntityManager em;
    private final JsonColumns json;

    public SqlNotificationPreferencesStore(EntityManager em, JsonColumns json) {
        this.em = em;
        this.json = json;
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<NotificationPreferences> find(String organizationId) {
        return Jdbc.query(em, "select turned_off::text, lead_before_start_seconds, lead_before_expiry_seconds, locale, time_zone, "
                        + "sender_name, reply_to from notification_preferences where organization_id = ?",
                rs -> new NotificationPreferences(Set.copyOf(json.read(rs.getString(1), PAIRS, "Turned-off notifications")),
                        Duration.ofSeconds(rs.getLong(2)), Duration.ofSeconds(rs.getLong(3)), rs.getString(4),
                        ZoneId.of(rs.getString(5)), rs.getString(6), rs.getString(7)),
                organizationId).stream().findFirst();
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void save(String organizationId, NotificationPreferences p, String updatedBy, Instant at) {
        Jdbc.update(em, "insert into notification_preferences (organization_id, turned_off, lead_before_start_seconds, "
                        + "lead_before_expiry_seconds, locale, time_zone, sender_name, reply_to, updated_by, updated_at) "
                        + "values (?, cast(? as jsonb), ?, ?, ?, ?, ?, ?, ?, ?) on conflict (organization_id) do update set "
                        + "turned_off = excluded.turned_off, lead_before_start_seconds = excluded.lead_before_start_seconds, "
                        + "lead_before_expiry_seconds = excluded.lead_before_expiry_seconds, locale = excluded.locale, "
                        + "time_zone = excluded.time_zone, sender_name = excluded.sender_name, reply_to = excluded.reply_to, "
                        + "updated_by = excluded.updated_by, updated_at = excluded.updated_at",
                organizationId, json.write(List.copyOf(new TreeSet<>(p.turnedOff())), "Turned-off notifications"),
                p.leadBeforeStart().toSeconds(), p.leadBeforeExpiry().toSeconds(), p.locale(), p.timeZone().getId(),
                p.senderName(), p.replyTo(), updatedBy, at);
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public int moveReminders(String organizationId, String about, Duration lead) {
        return Jdbc.update(em, "update notifications set scheduled_for = moved.at, due_at = moved.at from (select id, "
                        + "cast(payload ->> 'windowEdge' as timestamptz) - make_interval(secs => ?) as at from notifications "
                        + "where organization_id = ? and type = 'ASSIGNMENT_REMINDER' and status = 'scheduled' "
                        + "and payload ->> 'about' = ?) moved where notifications.id = moved.id",
                (double) lead.toSeconds(), organizationId, about);
    }
}
