package app.assessment.adapters.backup.pgdump;

import app.assessment.application.port.out.backup.DatabaseDump;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code pg_dump --format=custom} of the service's database, its standard output streamed to the caller. */
public final class PgDumpProcess implements DatabaseDump {

    static final String SETTING = "PG_DUMP";
    private static final Pattern VERSION = Pattern.compile("\\(PostgreSQL\\)\\s+(\\d+)");

    private final String binary;
    private final PostgresTarget database;

    public PgDumpProcess(String binary, PostgresTarget database) {
        this.binary = binary;
        this.database = database;
    }

    @Override
    public int toolMajorVersion() throws IOException {
        try (ToolProcess version = ToolProcess.start(new ProcessBuilder(binary, "--version"), SETTING)) {
            String output = version.output();
            Matcher matcher = VERSION.matcher(output);
            if (!matcher.find()) {
                throw new IOException(binary + " --version did not name a PostgreSQL version: " + output.strip());
            }
            return Integer.parseInt(matcher.group(1));
        }
    }

    @Override
    public void writeTo(OutputStream target) throws IOException {
        List<String> command = new ArrayList<>(List.of(binary, "--format=custom"));
        command.addAll(database.connectionOptions());
        ProcessBuilder builder = new ProcessBuilder(command);
        database.putEnvironment(builder.environment());
        try (ToolProcess dump = ToolProcess.start(builder, SETTING)) {
            dump.process().getOutputStream().close();
            try (InputStream out = dump.process().getInputStream()) {
                out.transferTo(target);
            }
            dump.finish();
        }
    }
}
