package app.assessment.application.service.apikey;

import app.assessment.application.port.in.Caller;
import app.assessment.application.port.in.apikey.AuthenticateApiKeyUseCase;
import app.assessment.application.port.in.apikey.CreateApiKeyUseCase;
import app.assessment.application.port.in.apikey.ListApiKeysUseCase;
import app.assessment.application.port.in.apikey.RevokeApiKeyUseCase;
import app.assessment.application.port.out.AuditTrail;
import app.assessment.application.port.out.Clock;
import app.assessment.application.port.out.IdGenerator;
import app.assessment.application.port.out.apikey.ApiKeyRepository;
import app.assessment.domain.apikey.ApiKey;
import app.assessment.domain.apikey.ApiKeyText;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.domain.audit.AuditEntry;
import app.assessment.domain.shared.DomainException;
import app.assessment.domain.user.Permissions;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Issue 47: organization API keys. The audit entries name the key by id, name and scopes, never its
 * text; the text exists only in the creation answer.
 */
@ApplicationScoped
public class ApiKeyService implements CreateApiKeyUseCase, ListApiKeysUseCase, RevokeApiKeyUseCase, AuthenticateApiKeyUseCase {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final ApiKeyRepository keys;
    private final IdGenerator ids;
    private final Clock clock;
    private final AuditTrail audit;

    public ApiKeyService(ApiKeyRepository keys, IdGenerator ids, Clock clock, AuditTrail audit) {
        this.keys = keys;
        this.ids = ids;
        this.clock = clock;
        this.audit = audit;
    }

    @Override
    @Transactional
    public CreatedApiKey create(Caller caller, CreateApiKeyCommand command) {
        mayAdminister(caller);
        Instant now = clock.now();
        ApiKey key = ApiKey.create(ids.newId(), caller.organizationId(), caller.userId(), command.name(), command.scopes(),
                now, command.expiresAt());
        ApiKeyText text = ApiKeyText.of(key.id(), newSecret());
        keys.add(key, text.hash());
        Map<String, Object> changes = new LinkedHashMap<>();
        changes.put("name", key.name());
        changes.put("scopes", key.scopes().stream().map(ApiScope::wireValue).sorted().toList());
        changes.put("expiresAt", key.expiresAt() == null ? null : key.expiresAt().toString());
        audit.record(new AuditEntry(now, caller.actor(), "api_key.create", "ApiKey", key.id(), changes));
        return new CreatedApiKey(key, text.text());
    }

    @Override
    @Transactional
    public List<ApiKey> list(Caller caller) {
        mayAdminister(caller);
        return keys.ofOrganization(caller.organizationId());
    }

    @Override
    @Transactional
    public void revoke(Caller caller, String id) {
        mayAdminister(caller);
        Instant now = clock.now();
        if (!keys.revoke(caller.organizationId(), id, now)) {
            throw DomainException.notFound("API key");
        }
        audit.record(new AuditEntry(now, caller.actor(), "api_key.revoke", "ApiKey", id, Map.of()));
    }

    @Override
    @Transactional
    public Optional<ApiKey> authenticate(String presented, String ip) {
        Instant now = clock.now();
        Optional<ApiKey> key = ApiKeyText.parse(presented)
                .flatMap(text -> keys.byId(text.keyId()).filter(stored -> text.matches(stored.keyHash())))
                .map(ApiKeyRepository.StoredApiKey::key)
                .filter(k -> k.usableAt(now));
        key.filter(k -> k.lastUseDueAt(now)).ifPresent(k -> keys.touch(k.id(), now, ip));
        return key;
    }

    private static void mayAdminister(Caller caller) {
        if (!Permissions.administersApiKeys(caller.role())) {
            throw DomainException.forbidden("FORBIDDEN", "Only administrators manage API keys");
        }
    }

    /** 32 random bytes, base64url: 256 bits, so the plain SHA-256 stored is as strong as the key. */
    private static String newSecret() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }
}
