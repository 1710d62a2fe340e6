package app.assessment.bootstrap.auth;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/** APP_URL on https, as behind a TLS-terminating proxy; the tests still reach the service over plain http. */
public class HttpsPublicUrlProfile implements QuarkusTestProfile {

    static final String PUBLIC_URL = "https://assessment.example";

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("app.public.url", PUBLIC_URL);
    }
}
