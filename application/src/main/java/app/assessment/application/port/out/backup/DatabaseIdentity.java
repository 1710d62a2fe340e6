package app.assessment.application.port.out.backup;

/** What a backup record names about the database it copied. */
public interface DatabaseIdentity {
    String databaseName();

    /** The latest applied Flyway migration version, e.g. "18". */
    String schemaVersion();

    /** The server's major version, e.g. 15. */
    int serverMajorVersion();
}
