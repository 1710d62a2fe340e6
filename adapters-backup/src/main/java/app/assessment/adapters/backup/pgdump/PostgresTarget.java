package app.assessment.adapters.backup.pgdump;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A database as PostgreSQL's command-line tools address it, read from the service's JDBC URL. The
 * password travels to the tools in their environment (PGPASSWORD), never on the command line,
 * where every user of the machine could read it.
 */
public record PostgresTarget(String host, int port, String database, String user, String password, String sslMode) {

    public static PostgresTarget fromJdbcUrl(String jdbcUrl, String user, String password) {
        if (jdbcUrl == null || !jdbcUrl.startsWith("jdbc:postgresql://")) {
            throw new IllegalArgumentException("Not a PostgreSQL JDBC URL (jdbc:postgresql://host:port/database): " + redacted(jdbcUrl));
        }
        URI uri = URI.create(jdbcUrl.substring("jdbc:".length()));
        Map<String, String> params = query(uri.getRawQuery());
        String database = uri.getPath() == null || uri.getPath().length() <= 1 ? null : uri.getPath().substring(1);
        if (database == null) {
            throw new IllegalArgumentException("The JDBC URL names no database: " + redacted(jdbcUrl));
        }
        return new PostgresTarget(uri.getHost() == null ? "localhost" : uri.getHost(), uri.getPort() < 0 ? 5432 : uri.getPort(), database,
                firstText(user, params.get("user")), firstText(password, params.get("password")), params.get("sslmode"));
    }

    /** Host, port, user and database options for pg_dump, pg_restore and psql. */
    public List<String> connectionOptions() {
        List<String> options = new ArrayList<>(List.of("--host=" + host, "--port=" + port, "--dbname=" + database, "--no-password"));
        if (user != null) {
            options.add("--username=" + user);
        }
        return options;
    }

    public void putEnvironment(Map<String, String> environment) {
        if (password != null && !password.isEmpty()) {
            environment.put("PGPASSWORD", password);
        }
        if (sslMode != null) {
            environment.put("PGSSLMODE", sslMode);
        }
    }

    public String jdbcUrl() {
        return "jdbc:postgresql://" + host + ":" + port + "/" + database;
    }

    @Override
    public String toString() {
        return host + ":" + port + "/" + database;
    }

    /** The URL without its query, where a password may be. */
    public static String redacted(String jdbcUrl) {
        if (jdbcUrl == null) {
            return "(none)";
        }
        int query = jdbcUrl.indexOf('?');
        return query < 0 ? jdbcUrl : jdbcUrl.substring(0, query) + "?...";
    }

    private static Map<String, String> query(String raw) {
        Map<String, String> params = new HashMap<>();
        if (raw != null) {
            for (String pair : raw.split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0) {
                    params.put(decode(pair.substring(0, eq)), decode(pair.substring(eq + 1)));
                }
            }
        }
        return params;
    }

    private static String decode(String s) {
        return URLDecoder.decode(s, StandardCharsets.UTF_8);
    }

    private static String firstText(String a, String b) {
        return a != null && !a.isEmpty() ? a : b;
    }
}
