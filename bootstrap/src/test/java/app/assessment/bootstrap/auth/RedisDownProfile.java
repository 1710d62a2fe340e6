package app.assessment.bootstrap.auth;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/** Points the rate-limit store at a port where nothing listens. */
public class RedisDownProfile implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("quarkus.redis.hosts", "redis://127.0.0.1:1", "app.redis.url", "");
    }
}
