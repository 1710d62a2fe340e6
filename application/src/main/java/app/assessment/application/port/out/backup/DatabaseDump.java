package app.assessment.application.port.out.backup;

import java.io.IOException;
import java.io.OutputStream;

/** PostgreSQL's own dump of the service's database (pg_dump's custom format), streamed. */
public interface DatabaseDump {

    /** The major version of the dump tool, e.g. 15; fails with a clear message when the tool is missing. */
    int toolMajorVersion() throws IOException;

    /**
     * Writes the whole dump to {@code target} (left open). Throws when the tool fails, naming its
     * error; the bytes written so far are then not a backup.
     */
    void writeTo(OutputStream target) throws IOException;
}
