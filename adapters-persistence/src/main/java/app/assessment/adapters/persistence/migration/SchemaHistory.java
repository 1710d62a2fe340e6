package app.assessment.adapters.persistence.migration;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.CRC32;
import java.util.zip.ZipFile;

/**
 * Whether a database already records every versioned migration this build carries, each with the
 * checksum Flyway would compute for it, and no failed one. Then Flyway, whose set-up and
 * validation were about a tenth of a restart's CPU (docs/performance.md), has nothing to do and
 * is not started (docs/adr/0034). Anything else (a new or older database, a revised or edited
 * migration, a failed or out-of-order one, files this code cannot list) answers "not current",
 * and Flyway runs as before, validation included.
 */
public final class SchemaHistory {

    static final String LOCATION = "db/migration";
    private static final Pattern VERSIONED = Pattern.compile("V([0-9][0-9_.]*)__.*\\.sql");

    private SchemaHistory() {
    }

    /** True when {@code connection}'s database recorded exactly the migrations {@link #carried()} lists. */
    public static boolean isCurrent(Connection connection) throws SQLException {
        Optional<Map<String, Integer>> carried = carried();
        if (carried.isEmpty()) {
            return false;
        }
        Map<String, Integer> recorded = new HashMap<>();
        try (Statement statement = connection.createStatement()) {
            try (ResultSet table = statement.executeQuery("select to_regclass('flyway_schema_history') is not null")) {
                table.next();
                if (!table.getBoolean(1)) {
                    return false;
                }
            }
            try (ResultSet rows = statement.executeQuery(
                    "select version, checksum, success from flyway_schema_history where version is not null")) {
                while (rows.next()) {
                    if (!rows.getBoolean(3) || recorded.put(rows.getString(1), rows.getInt(2)) != null) {
                        return false;
                    }
                }
            }
        }
        return recorded.equals(carried.get());
    }

    /**
     * Version to Flyway checksum of every versioned migration in this build, read from the jar (or
     * directory) that holds this class; empty where that cannot be listed (e.g. a native image).
     */
    public static Optional<Map<String, Integer>> carried() {
        try {
            CodeSource source = SchemaHistory.class.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null) {
                return Optional.empty();
            }
            Path root = Path.of(source.getLocation().toURI());
            Map<String, Integer> versions = new HashMap<>();
            if (Files.isDirectory(root)) {
                try (Stream<Path> files = Files.list(root.resolve(LOCATION))) {
                    for (Path file : (Iterable<Path>) files::iterator) {
                        try (InputStream in = Files.newInputStream(file)) {
                            add(versions, file.getFileName().toString(), in);
                        }
                    }
                }
            } else {
                try (ZipFile jar = new ZipFile(root.toFile())) {
                    for (var entry : Collections.list(jar.entries())) {
                        String name = entry.getName();
                        if (name.startsWith(LOCATION + "/") && name.indexOf('/', LOCATION.length() + 1) < 0) {
                            try (InputStream in = jar.getInputStream(entry)) {
                                add(versions, name.substring(LOCATION.length() + 1), in);
                            }
                        }
                    }
                }
            }
            return versions.isEmpty() ? Optional.empty() : Optional.of(versions);
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static void add(Map<String, Integer> versions, String fileName, InputStream in) throws IOException {
        Matcher versioned = VERSIONED.matcher(fileName);
        if (versioned.matches()) {
            versions.put(versioned.group(1).replace('_', '.'), checksum(in));
        }
    }

    /** Flyway's checksum of a SQL migration: CRC-32 of its UTF-8 lines without line breaks or BOM. */
    static int checksum(InputStream in) throws IOException {
        CRC32 crc = new CRC32();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line = reader.readLine();
            if (line != null && line.startsWith("\uFEFF")) {
                line = line.substring(1);
            }
            for (; line != null; line = reader.readLine()) {
                crc.update(line.getBytes(StandardCharsets.UTF_8));
            }
        }
        return (int) crc.getValue();
    }
}
