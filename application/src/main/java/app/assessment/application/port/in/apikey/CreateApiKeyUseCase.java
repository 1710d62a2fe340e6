package app.assessment.application.port.in.apikey;

import app.assessment.application.port.in.Caller;
import app.assessment.domain.apikey.ApiKey;
import app.assessment.domain.apikey.ApiScope;
import app.assessment.domain.shared.Check;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** Issue 47: an administrator creates an organization API key; its text is returned this once. */
public interface CreateApiKeyUseCase {

    CreatedApiKey create(Caller caller, CreateApiKeyCommand command);

    record CreateApiKeyCommand(String name, Set<ApiScope> scopes, Instant expiresAt) {

        public CreateApiKeyCommand {
            Check.text("name", name, ApiKey.NAME_MAX);
            scopes = scopes == null ? Set.of() : Set.copyOf(scopes);
        }

        /** Scopes as the wire names them; an unknown one is 400 naming the allowed values. */
        public static Set<ApiScope> scopesOf(List<String> wire) {
            Set<ApiScope> scopes = EnumSet.noneOf(ApiScope.class);
            if (wire != null) {
                wire.forEach(s -> scopes.add(ApiScope.fromWire(s)));
            }
            return scopes;
        }
    }

    /** {@code key} is the full key text, shown once; only its hash is stored. */
    record CreatedApiKey(ApiKey apiKey, String key) {

        @Override
        public String toString() {
            return "CreatedApiKey[" + apiKey.prefix() + "]";
        }
    }
}
