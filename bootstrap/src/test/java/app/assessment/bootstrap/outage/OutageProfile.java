package app.assessment.bootstrap.outage;

import app.assessment.bootstrap.testsupport.TcpRelay;
import io.quarkus.test.junit.QuarkusTestProfile;
import java.net.URI;
import java.util.Map;

/**
 * The service reaches the suite's real PostgreSQL through a relay the test can cut, and Redis
 * is configured (REDIS_URL) at a port where nothing listens.
 */
public class OutageProfile implements QuarkusTestProfile {

    static TcpRelay database;

    @Override
    public Map<String, String> getConfigOverrides() {
        String url = System.getProperty("quarkus.datasource.jdbc.url");
        if (url == null) {
            throw new IllegalStateException("The outage tests need a PostgreSQL URL (DB_URL or a server on 127.0.0.1:5432)");
        }
        URI target = URI.create(url.substring("jdbc:".length()));
        synchronized (OutageProfile.class) {
            if (database == null) {
                database = new TcpRelay(target.getHost(), target.getPort() < 0 ? 5432 : target.getPort());
            }
        }
        String relayed = "jdbc:postgresql://127.0.0.1:" + database.port() + target.getRawPath()
                + (target.getRawQuery() == null ? "" : "?" + target.getRawQuery());
        return Map.of("quarkus.datasource.jdbc.url", relayed,
                "quarkus.datasource.jdbc.acquisition-timeout", "1S",
                "quarkus.redis.hosts", "redis://127.0.0.1:1",
                "app.redis.url", "redis://127.0.0.1:1");
    }
}
