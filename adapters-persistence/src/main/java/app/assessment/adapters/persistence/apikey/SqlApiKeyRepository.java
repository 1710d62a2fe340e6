package app.assessment.adapters.persistence.apikey;

import app.assessment.adapters.persistence.shared.Jdbc;
import app.assessment.application.port.out.apikey.ApiKeyRepository;
import app.assessment.domain.apikey.ApiKey;
import app.assessment.domain.apikey.ApiScope;
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

/**
 * API keys (V53). Scopes are stored as their wire names separated by spaces (as OAuth writes them).
 * The last-use write is conditional ({@code last_used_at} older than a minute), the same rule as
 * {@link ApiKey#lastUseDueAt}, so concurrent requests of one key write it once.
 */
@ApplicationScoped
public class SqlApiKeyRepository implements ApiKeyRepository {

    private static final String COLUMNS = "id, organization_id, created_by, name, key_hash, scopes, created_at, expires_at, "
            + "revoked_at, last_used_at, last_used_ip";

    private final EntityManager em;

    public SqlApiKeyRepository(EntityManager em) {
        this.em = em;
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void add(ApiKey key, String keyHash) {
        Jdbc.update(em, "insert into api_keys (" + COLUMNS + ") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                key.id(), key.organizationId(), key.createdBy(), key.name(), keyHash, scopes(key), key.createdAt(),
                key.expiresAt(), key.revokedAt(), key.lastUsedAt(), key.lastUsedIp());
    }

    @Override
    public List<ApiKey> ofOrganization(String organizationId) {
        return Jdbc.query(em, "select " + COLUMNS + " from api_keys where organization_id = ? and revoked_at is null "
                + "order by created_at desc, id desc", rs -> row(rs).key(), organizationId);
    }

    @Override
    public Optional<StoredApiKey> byId(String id) {
        return Jdbc.query(em, "select " + COLUMNS + " from api_keys where id = ?", SqlApiKeyRepository::row, id).stream().findFirst();
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public boolean revoke(String organizationId, String id, Instant now) {
        return Jdbc.update(em, "update api_keys set revoked_at = ? where id = ? and organization_id = ? and revoked_at is null",
                now, id, organizationId) == 1;
    }

    @Override
    @Transactional(Transactional.TxType.MANDATORY)
    public void touch(String id, Instant now, String ip) {
        Jdbc.update(em, "update api_keys set last_used_at = ?, last_used_ip = ? where id = ? "
                + "and (last_used_at is null or last_used_at <= ?)", now, ip, id, now.minus(ApiKey.LAST_USED_PRECISION));
    }

    private static String scopes(ApiKey key) {
        return key.scopes().stream().map(ApiScope::wireValue).sorted().collect(Collectors.joining(" "));
    }

    private static StoredApiKey row(ResultSet rs) throws SQLException {
        ApiKey key = new ApiKey(rs.getString("id"), rs.getString("organization_id"), rs.getString("created_by"),
                rs.getString("name"),
                Arrays.stream(rs.getString("scopes").split(" ")).map(ApiScope::fromWire).collect(Collectors.toSet()),
                Jdbc.instant(rs, "created_at"), Jdbc.instant(rs, "expires_at"), Jdbc.instant(rs, "revoked_at"),
                Jdbc.instant(rs, "last_used_at"), rs.getString("last_used_ip"));
        return new StoredApiKey(key, rs.getString("key_hash"));
    }
}
