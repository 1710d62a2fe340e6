package app.assessment.adapters.persistence.webhook;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.adapters.persistence.shared.JsonColumns;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.webhook.WebhookDelivery;
import app.assessment.application.port.out.webhook.WebhookOutbox;
import app.assessment.domain.webhook.EndpointHealth;
import app.assessment.domain.webhook.WebhookEventType;
import app.assessment.domain.webhook.WebhookSecret;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The webhook outbox in the V52 tables. The publish is one round trip in the caller's transaction:
 * the event row, written only when an enabled endpoint of the organization subscribes to its type,
 * and one delivery per such endpoint (fanned out at write time, so an endpoint added later never
 * receives older events). The body is rendered once, here, so every attempt sends the same bytes.
 * The claim is one statement, {@code FOR UPDATE SKIP LOCKED} in a subquery, as the notifications'
 * (docs/adr/0025), capped per endpoint by the deliveries already in flight to it.
 */
@ApplicationScoped
public class SqlWebhookOutbox implements WebhookOutbox {

    private static final String EVENT = "insert into webhook_events (id, organization_id, type, payload, created_at) "
            + "select ?, ?, ?, ?, ? where exists (select 1 from webhook_endpoints where organization_id = ? and enabled "
            + "and ? = any(events))";
    private static final String FAN_OUT = "insert into webhook_deliveries (id, event_id, endpoint_id, status, due_at, created_at) "
            + "select 'whd_' || md5(cast(? as text) || e.id), cast(? as text), e.id, 'pending', cast(? as timestamptz), "
            + "cast(? as timestamptz) from webhook_endpoints e where e.organization_id = ? and e.enabled and ? = any(e.events)";
    private static final String DELIVERY_COLUMNS = "d.id, d.endpoint_id, d.event_id, v.type, d.status, d.attempts, "
            + "d.response_status, d.duration_ms, d.last_error, d.last_attempt_at, d.due_at, d.created_at";

    private final EntityManager em;
    private final JsonColumns json;

    public SqlWebhookOutbox(EntityManager em, JsonColumns json) {
        this.em = em;
        this.json = json;
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void publish(String eventId, String organizationId, WebhookEventType type, Instant at, Map<String, Object> data) {
        // The causing write may still sit in Hibernate's queue.
        em.flush();
        Jdbc.update(em, EVENT + "; " + FAN_OUT, eventId, organizationId, type.wireValue(), body(type, at, data), at, organizationId,
                type.wireValue(), eventId, eventId, at, at, organizationId, type.wireValue());
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public String publishTo(String eventId, String organizationId, String endpointId, WebhookEventType type, Instant at,
                            Map<String, Object> data) {
        em.flush();
        Jdbc.update(em, "insert into webhook_events (id, organization_id, type, payload, created_at) values (?, ?, ?, ?, ?)",
                eventId, organizationId, type.wireValue(), body(type, at, data), at);
        return Jdbc.query(em, "insert into webhook_deliveries (id, event_id, endpoint_id, status, due_at, created_at) "
                        + "values ('whd_' || md5(cast(? as text) || cast(? as text)), ?, ?, 'pending', ?, ?) returning id",
                rs -> rs.getString(1), eventId, endpointId, eventId, endpointId, at, at).get(0);
    }

    private String body(WebhookEventType type, Instant at, Map<String, Object> data) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("type", type.wireValue());
        body.put("timestamp", at.toString());
        body.put("data", data);
        return json.write(body, "Webhook body");
    }

    @Override
    @Transactional(Transactional.TxType.REQUIRES_NEW)
    public List<Claimed> claimDue(Instant now, int limit, Duration lease, int perEndpoint) {
        // Looks at a few times the batch so that one endpoint's backlog does not hide the others' due rows.
        return Jdbc.query(em, "with due as (select d.id, d.endpoint_id, d.due_at, d.seq from webhook_deliveries d "
                        + "join webhook_endpoints e on e.id = d.endpoint_id and e.enabled "
                        + "where d.status in ('pending', 'sending') and d.due_at <= ? order by d.due_at, d.seq limit ? "
                        + "for update of d skip locked), "
                        + "ranked as (select due.id, row_number() over (partition by due.endpoint_id order by due.due_at, due.seq) "
                        + "+ (select count(*) from webhook_deliveries f where f.endpoint_id = due.endpoint_id and f.status = 'sending' "
                        + "and f.due_at > ?) as place, due.due_at, due.seq from due), "
                        + "picked as (select id from ranked where place <= ? order by due_at, seq limit ?), "
                        + "claimed as (update webhook_deliveries d set status = 'sending', attempts = d.attempts + 1, due_at = ?, "
                        + "last_attempt_at = ? from picked where d.id = picked.id returning d.id, d.event_id, d.endpoint_id, d.attempts, d.seq) "
                        + "select c.id, c.event_id, c.endpoint_id, e.url, v.payload, c.attempts, e.secret, "
                        + "case when e.previous_secret_until > ? then e.previous_secret end "
                        + "from claimed c join webhook_endpoints e on e.id = c.endpoint_id join webhook_events v on v.id = c.event_id "
                        + "order by c.seq",
                SqlWebhookOutbox::claimed, now, limit * 4, now, perEndpoint, limit, now.plus(lease), now, now);
    }

    private static Claimed claimed(ResultSet rs) throws SQLException {
        List<WebhookSecret> secrets = new ArrayList<>();
        secrets.add(new WebhookSecret(rs.getString(7)));
        if (rs.getString(8) != null) {
            secrets.add(new WebhookSecret(rs.getString(8)));
        }
        return new Claimed(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5), rs.getInt(6),
                secrets);
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public List<Disabled> record(List<Outcome> outcomes, Instant now, Duration disableAfter) {
        if (outcomes.isEmpty()) {
            return List.of();
        }
        List<String> rows = new ArrayList<>();
        List<Object> params = new ArrayList<>();
        Set<String> succeeded = new LinkedHashSet<>();
        Set<String> failing = new LinkedHashSet<>();
        for (Outcome o : outcomes) {
            rows.add("(cast(? as varchar), cast(? as boolean), cast(? as integer), cast(? as integer), cast(? as text), "
                    + "cast(? as timestamptz))");
            params.addAll(Arrays.asList(o.id(), o.succeeded(), o.responseStatus(), o.durationMs(), o.error(), o.nextAttemptAt()));
            (o.succeeded() ? succeeded : failing).add(o.endpointId());
        }
        failing.removeAll(succeeded);
        // Only a delivery still 'sending' takes its outcome: a retry by hand meanwhile wins.
        Jdbc.update(em, "update webhook_deliveries d set status = case when o.ok then 'succeeded' when o.next is null then 'failed' "
                + "else 'pending' end, due_at = coalesce(o.next, d.due_at), response_status = o.code, duration_ms = o.ms, "
                + "last_error = left(o.error, 500) from (values " + String.join(", ", rows) + ") o (id, ok, code, ms, error, next) "
                + "where d.id = o.id and d.status = 'sending'", params.toArray());
        Jdbc.update(em, "update webhook_endpoints set failing_since = null where id = any(string_to_array(?, ','))",
                String.join(",", succeeded));
        Jdbc.update(em, "update webhook_endpoints set failing_since = coalesce(failing_since, ?) where id = any(string_to_array(?, ','))",
                now, String.join(",", failing));
        return Jdbc.query(em, "update webhook_endpoints set enabled = false, disabled_reason = ?, updated_at = ? "
                        + "where id = any(string_to_array(?, ',')) and enabled and failing_since <= ? "
                        + "returning id, organization_id, url",
                rs -> new Disabled(rs.getString(1), rs.getString(2), rs.getString(3)), EndpointHealth.DISABLED_REASON, now,
                String.join(",", failing),
                now.minus(disableAfter));
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public ResultPage<WebhookDelivery> deliveries(String organizationId, String endpointId, PageRequest page) {
        List<WebhookDelivery> items = Jdbc.query(em, "select " + DELIVERY_COLUMNS + " from webhook_deliveries d "
                        + "join webhook_events v on v.id = d.event_id where d.endpoint_id = ? and v.organization_id = ? "
                        + "order by d.created_at desc, d.seq desc limit ? offset ?",
                SqlWebhookOutbox::delivery, endpointId, organizationId, page.size(), page.offset());
        long total = Jdbc.query(em, "select count(*) from webhook_deliveries where endpoint_id = ?", rs -> rs.getLong(1), endpointId)
                .get(0);
        return ResultPage.of(items, total, page);
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public Optional<WebhookDelivery> delivery(String organizationId, String endpointId, String deliveryId) {
        return Jdbc.query(em, "select " + DELIVERY_COLUMNS + " from webhook_deliveries d join webhook_events v on v.id = d.event_id "
                        + "where d.id = ? and d.endpoint_id = ? and v.organization_id = ?", SqlWebhookOutbox::delivery,
                deliveryId, endpointId, organizationId).stream().findFirst();
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void retryNow(String deliveryId, Instant now) {
        Jdbc.update(em, "update webhook_deliveries set status = 'pending', attempts = 0, due_at = ? where id = ?", now, deliveryId);
    }

    private static WebhookDelivery delivery(ResultSet rs) throws SQLException {
        String status = rs.getString(5);
        return new WebhookDelivery(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), status, rs.getInt(6),
                (Integer) rs.getObject(7), (Integer) rs.getObject(8), rs.getString(9), Jdbc.instant(rs, 10),
                status.equals("pending") || status.equals("sending") ? Jdbc.instant(rs, 11) : null, Jdbc.instant(rs, 12));
    }
}
