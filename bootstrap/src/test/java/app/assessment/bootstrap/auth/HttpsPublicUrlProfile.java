package app.assessment.bootstrap.auth;

import app.assessment.bootstrap.auth.oidc.OidcStubResource;
import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.List;
import java.util.Map;

/**
 * APP_URL on https, as behind a TLS-terminating proxy; the tests still reach the service over plain
 * http. With the identity provider {@code test}, for the OAuth state cookie.
 */
public class HttpsPublicUrlProfile implements QuarkusTestProfile {

    static final String PUBLIC_URL = "https://assessment.example";

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("app.public.url", PUBLIC_URL);
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(OidcStubResource.class));
    }
}
