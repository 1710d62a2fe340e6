package app.assessment.adapters.persistence.migration;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.callback.Callback;
import org.flywaydb.core.api.callback.Context;
import org.flywaydb.core.api.callback.Event;
import org.jboss.logging.Logger;

/**
 * Migrations reworded after release without changing what they leave behind on the servers that
 * had already run them. Before Flyway validates, a database that recorded exactly the published
 * checksum of such a migration is given the current one; any other edit still fails validation,
 * which a repair at every start would silently accept (docs/adr/0013).
 */
public final class RevisedMigrations implements Callback {

    private static final Logger LOG = Logger.getLogger(RevisedMigrations.class);

    /** A versioned SQL migration: the checksum it was published with, and its current one. */
    public record Revision(String version, int published, int current, String why) {
    }

    public static final List<Revision> REVISIONS = List.of(
            new Revision("12", -2063985035, -1241292271, "lz4 only where the server was built with it"));

    @Override
    public boolean supports(Event event, Context context) {
        return event == Event.BEFORE_VALIDATE;
    }

    @Override
    public boolean canHandleInTransaction(Event event, Context context) {
        return true;
    }

    @Override
    public void handle(Event event, Context context) {
        String table = historyTable(context);
        Connection connection = context.getConnection();
        try {
            if (!exists(connection, table)) {
                return; // a new database: nothing recorded yet
            }
            for (Revision revision : REVISIONS) {
                try (PreparedStatement update = connection.prepareStatement("update " + table
                        + " set checksum = ? where version = ? and checksum = ? and type = 'SQL'")) {
                    update.setInt(1, revision.current());
                    update.setString(2, revision.version());
                    update.setInt(3, revision.published());
                    if (update.executeUpdate() > 0) {
                        LOG.infof("Migration V%s was reworded after release (%s); recorded its current checksum",
                                revision.version(), revision.why());
                    }
                }
            }
        } catch (SQLException e) {
            throw new FlywayException("Could not record the current checksums of revised migrations in " + table, e);
        }
    }

    @Override
    public String getCallbackName() {
        return "revised-migrations";
    }

    private static String historyTable(Context context) {
        String table = quoted(context.getConfiguration().getTable());
        String schema = context.getConfiguration().getDefaultSchema();
        if (schema == null && context.getConfiguration().getSchemas().length > 0) {
            schema = context.getConfiguration().getSchemas()[0];
        }
        return schema == null ? table : quoted(schema) + "." + table;
    }

    private static boolean exists(Connection connection, String table) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement("select to_regclass(?) is not null")) {
            query.setString(1, table);
            try (ResultSet rs = query.executeQuery()) {
                return rs.next() && rs.getBoolean(1);
            }
        }
    }

    private static String quoted(String identifier) {
        return '"' + identifier.replace("\"", "\"\"") + '"';
    }
}
