package app.assessment.bootstrap.backup;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.config.ConfigProvider;

/** The suite's database and fresh sibling databases on the same server, read with plain JDBC. */
final class Databases {

    private Databases() {
    }

    static String sourceUrl() {
        return ConfigProvider.getConfig().getValue("quarkus.datasource.jdbc.url", String.class);
    }

    static String user() {
        return ConfigProvider.getConfig().getOptionalValue("quarkus.datasource.username", String.class).orElse("postgres");
    }

    static String password() {
        return ConfigProvider.getConfig().getOptionalValue("quarkus.datasource.password", String.class).orElse("");
    }

    /** A new empty database beside the suite's; its JDBC URL. */
    static String createSibling() {
        String name = "restore_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16);
        execute(sourceUrl(), "create database " + name);
        return withDatabase(name);
    }

    static void drop(String url) {
        execute(sourceUrl(), "drop database if exists " + url.substring(url.lastIndexOf('/') + 1) + " with (force)");
    }

    /**
     * Each table's row count and an MD5 of all its rows in a stable order. {@code except} maps a
     * table to a condition its compared rows must meet (or to null: the table is left out).
     */
    static Map<String, String> fingerprint(String url, Map<String, String> except) {
        Map<String, String> prints = new LinkedHashMap<>();
        try (Connection connection = DriverManager.getConnection(url, user(), password()); Statement statement = connection.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = statement.executeQuery("select tablename from pg_tables where schemaname = 'public' order by tablename")) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
            for (String table : tables) {
                if (except.containsKey(table) && except.get(table) == null) {
                    continue;
                }
                String where = except.containsKey(table) ? " where " + except.get(table) : "";
                try (ResultSet rs = statement.executeQuery("select count(*), coalesce(md5(string_agg(t::text, '|' order by t::text)), '-') "
                        + "from " + table + " t" + where)) {
                    rs.next();
                    prints.put(table, rs.getLong(1) + " rows, md5 " + rs.getString(2));
                }
            }
            return prints;
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    static long count(String url, String table) {
        try (Connection connection = DriverManager.getConnection(url, user(), password());
             ResultSet rs = connection.createStatement().executeQuery("select count(*) from " + table)) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    static String withDatabase(String name) {
        String url = sourceUrl();
        int query = url.indexOf('?');
        String base = query < 0 ? url : url.substring(0, query);
        return base.substring(0, base.lastIndexOf('/') + 1) + name;
    }

    private static void execute(String url, String sql) {
        try (Connection connection = DriverManager.getConnection(url, user(), password()); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("Could not run '" + sql + "'", e);
        }
    }
}
