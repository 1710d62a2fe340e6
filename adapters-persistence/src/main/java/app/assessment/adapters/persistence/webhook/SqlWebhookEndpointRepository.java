package app.assessment.adapters.persistence.webhook;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.in.ResultPage;
import app.assessment.application.port.in.shared.PageRequest;
import app.assessment.application.port.out.webhook.WebhookEndpointRepository;
import app.assessment.domain.webhook.WebhookEndpoint;
import app.assessment.domain.webhook.WebhookEventType;
import app.assessment.domain.webhook.WebhookSecret;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/** The webhook_endpoints table (V52); the secret columns are written here and read only by the outbox's claim. */
@ApplicationScoped
@Transactional(Transactional.TxType.MANDATORY)
public class SqlWebhookEndpointRepository implements WebhookEndpointRepository {

    private static final String COLUMNS = "id, organization_id, url, array_to_string(events, ','), enabled, description, "
            + "disabled_reason, created_at, updated_at";

    private final EntityManager em;

    public SqlWebhookEndpointRepository(EntityManager em) {
        this.em = em;
    }

    @Override
    public void insert(WebhookEndpoint e, WebhookSecret secret) {
        Jdbc.update(em, "insert into webhook_endpoints (id, organization_id, url, events, enabled, description, secret, created_at, "
                        + "updated_at) values (?, ?, ?, string_to_array(?, ','), ?, ?, ?, ?, ?)",
                e.id(), e.organizationId(), e.url(), events(e), e.enabled(), e.description(), secret.value(), e.createdAt(),
                e.updatedAt());
    }

    @Override
    public Optional<WebhookEndpoint> find(String organizationId, String id) {
        return Jdbc.query(em, "select " + COLUMNS + " from webhook_endpoints where organization_id = ? and id = ?",
                SqlWebhookEndpointRepository::read, organizationId, id).stream().findFirst();
    }

    @Override
    public ResultPage<WebhookEndpoint> list(String organizationId, PageRequest page) {
        List<WebhookEndpoint> items = Jdbc.query(em, "select " + COLUMNS + " from webhook_endpoints where organization_id = ? "
                + "order by created_at, id limit ? offset ?", SqlWebhookEndpointRepository::read, organizationId, page.size(), page.offset());
        long total = Jdbc.query(em, "select count(*) from webhook_endpoints where organization_id = ?", rs -> rs.getLong(1),
                organizationId).get(0);
        return ResultPage.of(items, total, page);
    }

    @Override
    public void update(WebhookEndpoint e) {
        // Enabling again forgets the failures that disabled it.
        Jdbc.update(em, "update webhook_endpoints set url = ?, events = string_to_array(?, ','), description = ?, updated_at = ?, "
                        + "failing_since = case when ? and not enabled then null else failing_since end, "
                        + "disabled_reason = case when ? then null else disabled_reason end, enabled = ? "
                        + "where organization_id = ? and id = ?",
                e.url(), events(e), e.description(), e.updatedAt(), e.enabled(), e.enabled(), e.enabled(), e.organizationId(), e.id());
    }

    @Override
    public boolean delete(String organizationId, String id) {
        return Jdbc.update(em, "delete from webhook_endpoints where organization_id = ? and id = ?", organizationId, id) == 1;
    }

    @Override
    public void rotate(String organizationId, String id, WebhookSecret secret, Instant previousUntil, Instant now) {
        Jdbc.update(em, "update webhook_endpoints set previous_secret = secret, previous_secret_until = ?, secret = ?, updated_at = ? "
                + "where organization_id = ? and id = ?", previousUntil, secret.value(), now, organizationId, id);
    }

    private static String events(WebhookEndpoint e) {
        return e.events().stream().map(WebhookEventType::wireValue).collect(Collectors.joining(","));
    }

    private static WebhookEndpoint read(ResultSet rs) throws SQLException {
        List<WebhookEventType> events = Arrays.stream(rs.getString(4).split(",")).map(WebhookEventType::fromWire).toList();
        return new WebhookEndpoint(rs.getString(1), rs.getString(2), rs.getString(3), events, rs.getBoolean(5), rs.getString(6),
                rs.getString(7), Jdbc.instant(rs, 8), Jdbc.instant(rs, 9));
    }
}
